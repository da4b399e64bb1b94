/** The failures whose message needs nothing but the code. */
type PlainCode = 'app-id-missing' | 'no-access-token' | 'not-authenticated' | 'authentication-expired' | 'magic-link-failed' | 'no-auth-token';

/**
 * An expected failure of the session, as a stable code with the facts its message needs; the UI words it (one
 * table, `src/ui/shell/session.texts.ts`, with the spec's error catalogue).
 */
export type SessionError =
  | { readonly [Code in PlainCode]: { readonly code: Code } }[PlainCode]
  /**
   * `detail`: the server's own message, or the status text when it sent none; `reason`: the code of the rule the
   * server named (the view words it), or null.
   */
  | { readonly code: 'api-request-failed'; readonly detail: string; readonly reason: string | null }
  /** The wallet's `error` and `error_description` (null when it sent none or a blank one). */
  | { readonly code: 'provider-error'; readonly error: string; readonly description: string | null };

export type SessionErrorCode = SessionError['code'];
/** The session failure of a request that needs someone signed in. */
export type NotAuthenticated = Extract<SessionError, { readonly code: 'not-authenticated' }>;

const nonBlank = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

export const appIdMissing = (): SessionError => ({ code: 'app-id-missing' });
export const noAccessToken = (): SessionError => ({ code: 'no-access-token' });
export const notAuthenticated = (): NotAuthenticated => ({ code: 'not-authenticated' });
export const authenticationExpired = (): SessionError => ({ code: 'authentication-expired' });
/**
 * A refused API request: the server's message when it is a non-blank string, else the status text; with the
 * code of the rule the server named, if any.
 */
export const apiRequestFailed = (statusText: string, serverMessage?: unknown, reason: string | null = null): SessionError => ({
  code: 'api-request-failed',
  detail: nonBlank(serverMessage) ? serverMessage : statusText,
  reason,
});
export const magicLinkFailed = (): SessionError => ({ code: 'magic-link-failed' });
export const noAuthToken = (): SessionError => ({ code: 'no-auth-token' });
export const providerError = (error: string, description?: string): SessionError => ({
  code: 'provider-error',
  error,
  description: nonBlank(description) ? description : null,
});
