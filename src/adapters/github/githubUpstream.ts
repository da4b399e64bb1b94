/** Why one call to GitHub gave no usable answer. */
export type UpstreamFault =
  /** 403 with the quota spent, or 429; no call before `retryAt` (epoch ms). */
  | { readonly kind: 'rate-limited'; readonly retryAt: number }
  /** 401: `GITHUB_TOKEN` is wrong, expired or revoked. */
  | { readonly kind: 'bad-token' }
  | { readonly kind: 'http-status'; readonly status: number }
  | { readonly kind: 'not-json' }
  /** JSON, but not the shape asked for (a list of issues is not an array). */
  | { readonly kind: 'wrong-shape' }
  /** No answer within the time limit. */
  | { readonly kind: 'timeout'; readonly afterMs: number }
  | { readonly kind: 'network' };

/** What one call to GitHub gave. */
export type UpstreamAnswer =
  | { readonly kind: 'fresh'; readonly body: string; readonly etag: string | null; readonly hasNext: boolean; readonly quotaRemaining?: number | null }
  | { readonly kind: 'not-modified'; readonly quotaRemaining?: number | null }
  | { readonly kind: 'fault'; readonly fault: UpstreamFault };

export interface UpstreamRequest {
  readonly url: string;
  readonly token: string;
  /** Makes the call conditional (`If-None-Match`); a 304 then costs no quota (authenticated). */
  readonly etag: string | null;
  readonly timeoutMs: number;
  /** Epoch ms, to turn `Retry-After` into a time. */
  readonly now: number;
  readonly isExpectedShape: (json: unknown) => boolean;
}

/** When a rate limit without `Retry-After` or `x-ratelimit-reset` is assumed to end. */
const RATE_LIMIT_DEFAULT_WAIT_MS = 60_000;

const NEXT_LINK = /<[^>]*>\s*;\s*rel="?(?:[^";,]*\s)?next(?:[\s",;]|$)/;

/** True when a `Link` header has a `rel="next"` entry (quoted or not, alone or among other relations). */
export const linksToNextPage = (link: string | null): boolean => link !== null && NEXT_LINK.test(link);

function rateLimitRetryAt(response: Response, now: number): number | null {
  const retryAfter = response.headers.get('retry-after');
  const limited =
    response.status === 429 ||
    (response.status === 403 && (response.headers.get('x-ratelimit-remaining') === '0' || retryAfter !== null));
  if (!limited) return null;
  const retrySeconds = Number(retryAfter);
  if (retryAfter !== null && Number.isFinite(retrySeconds) && retrySeconds >= 0) return now + retrySeconds * 1000;
  const resetSeconds = Number(response.headers.get('x-ratelimit-reset'));
  if (Number.isFinite(resetSeconds) && resetSeconds > 0) return resetSeconds * 1000;
  return now + RATE_LIMIT_DEFAULT_WAIT_MS;
}

async function answerOf(response: Response, request: UpstreamRequest): Promise<UpstreamAnswer> {
  const fault = (value: UpstreamFault): UpstreamAnswer => ({ kind: 'fault', fault: value });
  const retryAt = rateLimitRetryAt(response, request.now);
  if (retryAt !== null) return fault({ kind: 'rate-limited', retryAt });
  if (response.status === 401) return fault({ kind: 'bad-token' });
  const remainingText = response.headers.get('x-ratelimit-remaining');
  const quotaRemaining = remainingText !== null && /^\d+$/.test(remainingText) ? Number(remainingText) : null;
  if (response.status === 304) return { kind: 'not-modified', quotaRemaining };
  if (!response.ok) return fault({ kind: 'http-status', status: response.status });
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fault({ kind: 'not-json' });
  }
  if (!request.isExpectedShape(json)) return fault({ kind: 'wrong-shape' });
  return { kind: 'fresh', body, etag: response.headers.get('etag'), hasNext: linksToNextPage(response.headers.get('link')), quotaRemaining };
}

/** One GET to GitHub (authenticated unless the token is empty), classified. Never rejects; gives up after `timeoutMs` (body included). */
export async function callGitHub(request: UpstreamRequest): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'bsv-developer-workbench',
  };
  // No token: GitHub's unauthenticated quota (the server paces its reads for it).
  if (request.token !== '') headers['Authorization'] = `Bearer ${request.token}`;
  if (request.etag !== null) headers['If-None-Match'] = request.etag;
  try {
    const response = await fetch(request.url, { headers, signal: AbortSignal.timeout(request.timeoutMs) });
    return await answerOf(response, request);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { kind: 'fault', fault: timedOut ? { kind: 'timeout', afterMs: request.timeoutMs } : { kind: 'network' } };
  }
}
