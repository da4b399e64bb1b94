import { Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CodeHostError } from '../../ports/codeHostError';

/** A GitHub answer that arrived: 2xx with its JSON body, or 304 Not Modified with no body. */
export interface GitHubResponse {
  readonly status: number;
  readonly body: unknown;
  readonly etag: string | null;
}

const GITHUB_ACCEPT = 'application/vnd.github+json';

/** Reads the rate-limit headers into an error when they say the quota is spent. */
function rateLimitError(response: Response): CodeHostError | null {
  const remaining = response.headers.get('x-ratelimit-remaining');
  const limited = response.status === 429 || (response.status === 403 && remaining === '0');
  if (!limited) return null;
  const resetSeconds = Number(response.headers.get('x-ratelimit-reset'));
  return {
    code: 'rate-limited',
    message: 'GitHub’s rate limit for unauthenticated requests is used up.',
    ...(Number.isFinite(resetSeconds) && resetSeconds > 0 ? { rateLimitResetAt: resetSeconds * 1000 } : {}),
  };
}

async function toResult(response: Response): Promise<Result<GitHubResponse, CodeHostError>> {
  const limited = rateLimitError(response);
  if (limited) return err(limited);
  const etag = response.headers.get('etag');
  if (response.status === 304) return ok({ status: 304, body: null, etag });
  if (!response.ok) {
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    return err({ code: 'http-status', message: `GitHub answered ${response.status}${statusText}.` });
  }
  try {
    return ok({ status: response.status, body: (await response.json()) as unknown, etag });
  } catch {
    return err({ code: 'malformed-response', message: 'GitHub’s answer was not valid JSON.' });
  }
}

/**
 * GETs a GitHub REST URL. Emits one result and completes; unsubscribing aborts the request.
 * `etag` makes the request conditional (`If-None-Match`).
 */
export function getGitHubJson(url: string, etag?: string | null): Observable<Result<GitHubResponse, CodeHostError>> {
  return new Observable((subscriber) => {
    const controller = new AbortController();
    const headers: Record<string, string> = { Accept: GITHUB_ACCEPT };
    if (etag) headers['If-None-Match'] = etag;
    fetch(url, { headers, signal: controller.signal })
      .then(toResult, () => err<CodeHostError>({ code: 'network', message: 'GitHub could not be reached.' }))
      .then((result) => {
        subscriber.next(result);
        subscriber.complete();
      });
    return () => controller.abort();
  });
}
