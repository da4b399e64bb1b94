import { Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CodeHostError } from '../../ports/codeHostError';

/** A GitHub answer that arrived: 2xx with its JSON body, or 304 Not Modified with no body. */
export interface GitHubResponse {
  readonly status: number;
  readonly body: unknown;
  readonly etag: string | null;
  /** The absolute URL of the next page (`Link: <…>; rel="next"`), or null. */
  readonly next: string | null;
  /** The server's gateway served its last good answer because GitHub failed: why. */
  readonly warning: CodeHostError | null;
}

const GITHUB_ACCEPT = 'application/vnd.github+json';
/** A GitHub call that has not answered by then is abandoned. */
export const GITHUB_REQUEST_TIMEOUT_MS = 10_000;
/** Headers of the server's GitHub gateway (see `githubGateway.routes.ts`). */
const GATEWAY_ERROR_HEADER = 'x-github-gateway-error';
const GATEWAY_WARNING_HEADER = 'x-github-gateway-warning';

const isCodeHostError = (value: unknown): value is CodeHostError =>
  typeof value === 'object' &&
  value !== null &&
  ['rate-limited', 'http-status', 'network', 'malformed-response'].includes((value as { code?: unknown }).code as string) &&
  typeof (value as { message?: unknown }).message === 'string';

/** The `rel="next"` URL of a `Link` header, resolved against the request's URL. */
export function nextPageUrl(link: string | null, requestUrl: string): string | null {
  if (link === null) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?([^"]*)"?/.exec(part.trim());
    if (match?.[1] !== undefined && (match[2] ?? '').split(/\s+/).includes('next')) {
      return new URL(match[1], new URL(requestUrl, globalThis.location?.href ?? 'http://localhost/')).href;
    }
  }
  return null;
}

/** When a rate limit ends (epoch ms): `Retry-After` (seconds from now) first, else `x-ratelimit-reset`. */
function rateLimitResetAt(response: Response): number | null {
  const retryAfter = response.headers.get('retry-after');
  const retrySeconds = Number(retryAfter);
  if (retryAfter !== null && retryAfter.trim() !== '' && Number.isFinite(retrySeconds) && retrySeconds >= 0) return Date.now() + retrySeconds * 1000;
  const resetSeconds = Number(response.headers.get('x-ratelimit-reset'));
  return Number.isFinite(resetSeconds) && resetSeconds > 0 ? resetSeconds * 1000 : null;
}

/** Reads the rate-limit headers into an error when they say the quota is spent (a 403 with `Retry-After` too). */
function rateLimitError(response: Response): CodeHostError | null {
  const remaining = response.headers.get('x-ratelimit-remaining');
  const limited = response.status === 429 || (response.status === 403 && (remaining === '0' || response.headers.has('retry-after')));
  if (!limited) return null;
  const resetAt = rateLimitResetAt(response);
  return {
    code: 'rate-limited',
    message: 'GitHub’s rate limit for unauthenticated requests is used up.',
    ...(resetAt !== null ? { rateLimitResetAt: resetAt } : {}),
  };
}

function gatewayWarning(response: Response): CodeHostError | null {
  const header = response.headers.get(GATEWAY_WARNING_HEADER);
  if (header === null) return null;
  try {
    const warning: unknown = JSON.parse(decodeURIComponent(header));
    return isCodeHostError(warning) ? warning : null;
  } catch {
    return null;
  }
}

async function gatewayError(response: Response): Promise<CodeHostError> {
  try {
    const { error } = (await response.json()) as { error?: unknown };
    if (isCodeHostError(error)) return error;
  } catch {
    // An unreadable error answer is reported by its status below.
  }
  return { code: 'http-status', message: `The server’s GitHub gateway answered ${response.status}.` };
}

async function toResult(response: Response, url: string): Promise<Result<GitHubResponse, CodeHostError>> {
  if (response.headers.has(GATEWAY_ERROR_HEADER)) return err(await gatewayError(response));
  const limited = rateLimitError(response);
  if (limited) return err(limited);
  const etag = response.headers.get('etag');
  const next = nextPageUrl(response.headers.get('link'), url);
  const warning = gatewayWarning(response);
  if (response.status === 304) return ok({ status: 304, body: null, etag, next, warning });
  if (!response.ok) {
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    return err({ code: 'http-status', message: `GitHub answered ${response.status}${statusText}.` });
  }
  try {
    return ok({ status: response.status, body: (await response.json()) as unknown, etag, next, warning });
  } catch {
    return err({ code: 'malformed-response', message: 'GitHub’s answer was not valid JSON.' });
  }
}

/**
 * GETs a GitHub REST URL (or the server gateway's). Emits one result and completes; unsubscribing aborts the
 * request, and so does a wait of more than 10 s. `etag` makes the request conditional (`If-None-Match`).
 */
export function getGitHubJson(url: string, etag?: string | null): Observable<Result<GitHubResponse, CodeHostError>> {
  return new Observable((subscriber) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, GITHUB_REQUEST_TIMEOUT_MS);
    const headers: Record<string, string> = { Accept: GITHUB_ACCEPT };
    if (etag) headers['If-None-Match'] = etag;
    fetch(url, { headers, signal: controller.signal })
      .then(
        (response) => toResult(response, url),
        () =>
          err<CodeHostError>({
            code: 'network',
            message: timedOut ? `GitHub did not answer within ${GITHUB_REQUEST_TIMEOUT_MS / 1000} s.` : 'GitHub could not be reached.',
          }),
      )
      .then((result) => {
        clearTimeout(timer);
        subscriber.next(result);
        subscriber.complete();
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  });
}
