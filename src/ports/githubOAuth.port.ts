import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why GitHub's OAuth web flow did not give a login: `code-refused` (the code is unknown, used or expired),
 * `token-refused` (the access token was not accepted by the API), `unavailable` (no answer, or an answer that
 * could not be read).
 */
export type GitHubOAuthError = 'code-refused' | 'token-refused' | 'unavailable';

/**
 * GitHub's OAuth web flow, as the server uses it: the authorize address to send the person to, the code
 * exchanged for an access token (with the app's secret, on the server only), and the login that token belongs
 * to. Never throws; failures are values.
 */
export interface GitHubOAuth {
  /** Where the browser goes to authorize the app; GitHub comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The access token for `code` (`POST /login/oauth/access_token`). */
  exchangeCode(code: string, redirectUri: string): Promise<Result<string, GitHubOAuthError>>;
  /** The login of the token's holder (`GET /user`). */
  login(accessToken: string): Promise<Result<string, GitHubOAuthError>>;
}

export const GitHubOAuth: Token<GitHubOAuth> = token<GitHubOAuth>('GitHubOAuth');
