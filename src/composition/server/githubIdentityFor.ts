import type { ServerSettings } from '../../adapters/config/serverSettings';
import { GitHubOAuthClient } from '../../adapters/github/githubOAuthClient.adapter';
import { nodeSessionIds } from '../../adapters/node/nodeSessionIds';
import { SandboxGitHubOAuth } from '../../adapters/sandboxGitHub/sandboxGitHubOAuth';
import { GitHubIdentityLinks } from '../../application/githubIdentity/githubIdentityLinks';
import type { GitHubOAuth } from '../../ports/githubOAuth.port';
import type { HubServices } from './openHub';

/**
 * GitHub sign-in linked to the session: GitHub's OAuth app (`GITHUB_CLIENT_ID`…), or the sandbox on the embedded
 * default; null (503 `github-sign-in-not-configured`) without either, or without the database.
 */
export function githubIdentityFor(settings: ServerSettings, hub: HubServices | null, now: () => number): GitHubIdentityLinks | null {
  const signIn = settings.githubSignIn;
  if (signIn === null || !hub?.githubIdentities || hub.cipher === undefined) return null;
  const oauth: GitHubOAuth = signIn.kind === 'sandbox' ? new SandboxGitHubOAuth() : new GitHubOAuthClient(signIn);
  return new GitHubIdentityLinks(hub.githubIdentities, oauth, hub.cipher, nodeSessionIds, now);
}
