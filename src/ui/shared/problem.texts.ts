/**
 * The words for refusals any endpoint of the app's server may answer a page, by the code it sends (RFC 9457
 * problem details carry codes only). A feature's own table comes first; these are the common ones a page can meet.
 */
export const COMMON_REFUSAL_TEXTS: Readonly<Record<string, string>> = {
  'rate-limited': 'Too many changes from this client; wait a moment and try again',
  'database-unavailable': 'The database is not available right now; nothing was changed. Try again shortly.',
};

/** The words for a server's refusal: the feature's table, then the common one; else `fallback` (a status text). */
export const problemText = (reason: string | undefined, fallback: string, own: Readonly<Record<string, string>> = {}): string =>
  (reason === undefined ? undefined : (own[reason] ?? COMMON_REFUSAL_TEXTS[reason])) ?? fallback;
