import type { Observable } from 'rxjs';
import type { Profile, Session } from '../domain/session/session';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the app's server could not do what was asked: `refused` (the wallet or the server said no; `message` is
 * the server's words), `authentication-expired` (the wallet no longer accepts the session's token),
 * `unavailable` (no answer, or the server or its database could not answer).
 */
export interface SessionGatewayError {
  readonly code: 'refused' | 'authentication-expired' | 'unavailable';
  /** The status text, or why no answer came (for `API request failed: …` when the server named no rule). */
  readonly message: string;
  /** The code of the rule the server named (`unauthorized`, `invalid-token`…); the page words it. */
  readonly reason?: string;
}

/**
 * The session on the app's server (backend for frontend). The server keeps the wallet's auth token and sets an
 * HttpOnly cookie; the page never holds the token after handing it over once. Every method emits one result
 * and completes; failures are error values, never observable errors. Unsubscribing aborts the request.
 */
export interface SessionGateway {
  /** Hands the wallet's auth token to the server, which opens a session for its holder: their profile. */
  signIn(authToken: string): Observable<Result<Profile, SessionGatewayError>>;
  /** Who is signed in on this browser: the profile and the GitHub login linked to the session, or null for nobody. */
  current(): Observable<Result<Session | null, SessionGatewayError>>;
  /** Ends the session on the server (and its cookie). */
  signOut(): Observable<Result<null, SessionGatewayError>>;
}

export const SessionGateway: Token<SessionGateway> = token<SessionGateway>('SessionGateway');
