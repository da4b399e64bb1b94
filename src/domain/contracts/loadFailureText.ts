import { MINUTE_MS } from './contractConstants';

/** The facts of a failed load that the page explains (a structural copy of the code host's error). */
export interface LoadFailure {
  readonly code: 'rate-limited' | 'http-status' | 'network' | 'malformed-response';
  readonly message: string;
  /** When the rate limit resets (epoch ms), if known. */
  readonly rateLimitResetAt?: number;
}

export const CONTRACTS_FALLBACK_INTRO = 'The contracts could not be loaded from GitHub right now.';
export const CONTRACTS_FALLBACK_ADVICE = 'You can still browse the open issues on GitHub.';
export const STALE_DATA_NOTICE_PREFIX = 'Showing the last contracts loaded from GitHub; refreshing failed:';

/** When a rate limit resets, in words: `in 23 minutes`, `in 1 minute`, `now`. */
export function resetText(resetAt: number, now: number): string {
  const minutes = Math.ceil((resetAt - now) / MINUTE_MS);
  if (!(minutes > 0)) return 'now';
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The explanation on the fallback card: the cause, and when a spent rate limit resets. */
export function fallbackExplanation(failure: LoadFailure, now: number): string {
  const reset =
    failure.code === 'rate-limited' && failure.rateLimitResetAt !== undefined
      ? ` The limit resets ${resetText(failure.rateLimitResetAt, now)}.`
      : '';
  return `${CONTRACTS_FALLBACK_INTRO} ${failure.message}${reset} ${CONTRACTS_FALLBACK_ADVICE}`;
}

/** The notice above last good data when a refresh failed. */
export const staleDataNotice = (failure: LoadFailure, now: number): string =>
  `${STALE_DATA_NOTICE_PREFIX} ${failure.message}${
    failure.code === 'rate-limited' && failure.rateLimitResetAt !== undefined ? ` The limit resets ${resetText(failure.rateLimitResetAt, now)}.` : ''
  }`;
