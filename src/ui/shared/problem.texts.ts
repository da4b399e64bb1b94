/**
 * The words for the refusals any endpoint of the app's server may answer, by the code it sends (RFC 9457 problem
 * details carry codes only). A feature's own table comes first; these are the common ones.
 */
export const PROBLEM_TEXTS: Readonly<Record<string, string>> = {
  'not-json': 'The request body is not JSON',
  'invalid-field': 'A field of the request is not valid',
  'out-of-range': 'A number of the request is out of range',
  'nul-character': 'A field holds the NUL character, which cannot be stored',
  'body-too-large': 'The request is too large',
  'rate-limited': 'Too many changes from this client; wait a moment and try again',
  'cross-site': 'Cross-site requests are refused',
  'method-not-allowed': 'This action is not allowed here',
  'no-endpoint': 'The server has no such endpoint',
  'database-unavailable': 'The database is not available right now; nothing was changed. Try again shortly.',
  'internal-error': 'The server could not answer this request',
  'not-authenticated': 'Not authenticated',
  'authentication-expired': 'Authentication expired, please login again',
};

/** The words for a server's refusal: the feature's table, then the common one; else `fallback` (a status text). */
export const problemText = (reason: string | undefined, fallback: string, own: Readonly<Record<string, string>> = {}): string =>
  (reason === undefined ? undefined : (own[reason] ?? PROBLEM_TEXTS[reason])) ?? fallback;
