import { Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ConnectRequest, ConnectResponse, ConnectUnreachable, HandCashConnect } from '../../ports/handCashConnect.port';

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function headersOf(request: ConnectRequest): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.accessToken !== undefined) headers['Authorization'] = `Bearer ${request.accessToken}`;
  if (request.appId !== undefined) headers['app-id'] = request.appId;
  return headers;
}

/** The wallet provider's connect API over `fetch`, at a base URL (HandCash Connect, or the sandbox wallet's). */
export class FetchHandCashConnect implements HandCashConnect {
  constructor(private readonly baseUrl: string) {}

  send(request: ConnectRequest): Observable<Result<ConnectResponse, ConnectUnreachable>> {
    return new Observable((subscriber) => {
      const controller = new AbortController();
      fetch(`${this.baseUrl.replace(/\/+$/, '')}${request.path}`, {
        method: request.method,
        headers: headersOf(request),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
        // The Bearer token is the only credential: no cookies to the provider.
        credentials: 'omit',
      })
        .then(
          async (response): Promise<Result<ConnectResponse, ConnectUnreachable>> =>
            ok({ status: response.status, statusText: response.statusText || String(response.status), body: await readJson(response) }),
          () => err<ConnectUnreachable>({ code: 'network', message: 'HandCash could not be reached.' }),
        )
        .then((result) => {
          subscriber.next(result);
          subscriber.complete();
        });
      return () => controller.abort();
    });
  }
}
