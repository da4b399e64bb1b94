import { createHash } from 'node:crypto';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GitHubOAuth, GitHubOAuthError } from '../../ports/githubOAuth.port';
import { SANDBOX_GITHUB_SIGN_IN_PATH } from '../config/serverConstants';

/** The sample GitHub logins the sandbox sign-in page offers; each says "sandbox" so none passes for a real account. */
export const SANDBOX_GITHUB_LOGINS: readonly string[] = ['sandbox-alice', 'sandbox-bob', 'sandbox-carol'];

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The code the sandbox page sends back for `login`; derived, so it works across restarts. Public: it is a sandbox. */
export const sandboxGitHubCode = (login: string): string => sha256(`sandbox-github-code:${login}`).slice(0, 20);
const sandboxGitHubToken = (login: string): string => `sandbox_gho_${sha256(`sandbox-github-token:${login}`).slice(0, 36)}`;

const loginOf = (secret: string, of: (login: string) => string): string | null => SANDBOX_GITHUB_LOGINS.find((login) => of(login) === secret) ?? null;

/**
 * GitHub's OAuth web flow without GitHub, on the embedded default: the authorize page is the server's own sandbox
 * page (`SANDBOX_GITHUB_SIGN_IN_PATH`), which sends the person back with a sample login's code; the exchange and
 * `/user` are answered in process, with no network.
 */
export class SandboxGitHubOAuth implements GitHubOAuth {
  authorizeUrl(state: string): string {
    return `${SANDBOX_GITHUB_SIGN_IN_PATH}/authorize?${new URLSearchParams({ state }).toString()}`;
  }

  exchangeCode(code: string): Promise<Result<string, GitHubOAuthError>> {
    const login = loginOf(code, sandboxGitHubCode);
    return Promise.resolve(login === null ? err('code-refused') : ok(sandboxGitHubToken(login)));
  }

  login(accessToken: string): Promise<Result<string, GitHubOAuthError>> {
    const login = loginOf(accessToken, sandboxGitHubToken);
    return Promise.resolve(login === null ? err('token-refused') : ok(login));
  }
}
