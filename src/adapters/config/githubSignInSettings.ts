import { err, ok, type Result } from '../../domain/shared/result';
import type { GitHubOAuthSettings } from '../github/githubOAuthClient.adapter';
import { DEFAULT_GITHUB_OAUTH_URL } from './serverConstants';

/** The environment variables of GitHub sign-in (docs/configuration.md). */
export interface GitHubSignInEnvironment {
  readonly GITHUB_CLIENT_ID?: string;
  readonly GITHUB_CLIENT_SECRET?: string;
  readonly GITHUB_OAUTH_URL?: string;
}

/** GitHub sign-in: a GitHub OAuth app, or the sandbox sign-in page (the embedded default without one). */
export type GitHubSignInSettings = ({ readonly kind: 'oauth' } & GitHubOAuthSettings) | { readonly kind: 'sandbox' };

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * GitHub sign-in from the environment: with `GITHUB_CLIENT_ID` and `GITHUB_CLIENT_SECRET` (both or neither) the
 * OAuth app at `GITHUB_OAUTH_URL`, its `/user` asked at `apiUrl` (the gateway's `GITHUB_API_URL`); else the sandbox
 * on the embedded default, and nothing (the button says it is not configured) in live mode.
 */
export function resolveGitHubSignIn(
  env: GitHubSignInEnvironment,
  embedded: boolean,
  apiUrl: string,
): Result<GitHubSignInSettings | null, { variable: keyof GitHubSignInEnvironment; message: string }> {
  const clientId = present(env.GITHUB_CLIENT_ID);
  const clientSecret = present(env.GITHUB_CLIENT_SECRET);
  if (clientId !== undefined && clientSecret === undefined) return err({ variable: 'GITHUB_CLIENT_SECRET', message: 'must be set with GITHUB_CLIENT_ID' });
  if (clientId === undefined && clientSecret !== undefined) return err({ variable: 'GITHUB_CLIENT_ID', message: 'must be set with GITHUB_CLIENT_SECRET' });
  const oauthText = present(env.GITHUB_OAUTH_URL) ?? DEFAULT_GITHUB_OAUTH_URL;
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(oauthText)) return err({ variable: 'GITHUB_OAUTH_URL', message: 'must be an http(s) URL' });
  if (clientId !== undefined && clientSecret !== undefined) {
    return ok({ kind: 'oauth', oauthUrl: oauthText.replace(/\/+$/, ''), apiUrl, clientId, clientSecret });
  }
  return ok(embedded ? { kind: 'sandbox' } : null);
}
