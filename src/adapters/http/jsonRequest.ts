import { Observable } from 'rxjs';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';

/** Any HTTP answer of the app's server: status, status text and parsed JSON body (null when none). */
export interface JsonAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
}

/** No answer at all (offline, the server stopped). */
export const NO_ANSWER_MESSAGE = 'The server could not be reached. Check your connection and try again.';

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * One request to the app's own server with the session cookie (same origin). Emits one result and completes:
 * any HTTP answer is `ok`; only a request with no answer is an error. Unsubscribing aborts it.
 */
export function jsonRequest(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Observable<Result<JsonAnswer, string>> {
  return new Observable((subscriber) => {
    const controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    })
      .then(
        async (response): Promise<Result<JsonAnswer, string>> =>
          ok({ status: response.status, statusText: response.statusText || String(response.status), body: await readJson(response) }),
        () => err(NO_ANSWER_MESSAGE),
      )
      .then((result) => {
        if (subscriber.closed) return;
        subscriber.next(result);
        subscriber.complete();
      });
    return () => controller.abort();
  });
}

/** The server's `error` text when its JSON has one, else the status text. */
export const errorText = (answer: JsonAnswer): string =>
  isRecord(answer.body) && typeof answer.body['error'] === 'string' && answer.body['error'].trim() !== ''
    ? answer.body['error']
    : answer.statusText;

/** The server's `code` when its JSON error has one. */
export const errorCode = (answer: JsonAnswer): string | undefined =>
  isRecord(answer.body) && typeof answer.body['code'] === 'string' ? answer.body['code'] : undefined;
