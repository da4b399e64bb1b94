/** Refusal codes several endpoints share, by status, for the OpenAPI registry (`apiEndpoints.ts`). */

/** A signed-in route without a usable session. */
export const SIGNED_IN = { 401: ['not-authenticated', 'authentication-expired'] } as const;
/** The wallet's refusals of an auth token, and no wallet configured. */
export const WALLET = { 401: ['unauthorized'], 502: ['upstream'], 503: ['wallet-not-configured'], 504: ['timeout'] } as const;
/** A body that is not JSON, or a field of the wrong type or beyond what its column holds. */
export const BAD_BODY = ['not-json', 'invalid-field'] as const;
