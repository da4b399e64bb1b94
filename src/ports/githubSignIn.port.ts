import type { Observable } from 'rxjs';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why GitHub sign-in could not start or end: `not-signed-in` (no HandCash session: sign in with HandCash first),
 * `not-configured` (the server offers no GitHub sign-in), `unavailable` (no answer, or the server failed).
 * `reason`: the code the server named, for the page to word.
 */
export interface GitHubSignInError {
  readonly code: 'not-signed-in' | 'not-configured' | 'unavailable';
  readonly reason?: string;
}

/**
 * "Sign in with GitHub" on the app's server (over `/api/github-identity`): the server runs GitHub's OAuth web flow
 * and links the GitHub login to the HandCash session. Every method emits one result and completes.
 */
export interface GitHubSignIn {
  /** Starts a sign-in that comes back to `returnPath`: the address to send the browser to (GitHub's authorize page). */
  start(returnPath: string): Observable<Result<string, GitHubSignInError>>;
  /** Signs the session out of GitHub (the linked login is forgotten). */
  signOut(): Observable<Result<null, GitHubSignInError>>;
}

export const GitHubSignIn: Token<GitHubSignIn> = token<GitHubSignIn>('GitHubSignIn');
