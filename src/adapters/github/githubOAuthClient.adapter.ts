import { err, ok, type Result } from '../../domain/shared/result';
import type { GitHubOAuth, GitHubOAuthError } from '../../ports/githubOAuth.port';

/** A GitHub OAuth call that has not answered by then counts as `unavailable`. */
export const GITHUB_OAUTH_TIMEOUT_MS = 10_000;

/** Where GitHub's OAuth web flow lives and the app it signs in for (`GITHUB_OAUTH_URL`, `GITHUB_API_URL`, `GITHUB_CLIENT_*`). */
export interface GitHubOAuthSettings {
  /** The web base: `/login/oauth/authorize` and `/login/oauth/access_token` below it (`https://github.com`). */
  readonly oauthUrl: string;
  /** The REST base `GET /user` is asked at (`https://api.github.com`). */
  readonly apiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

/**
 * GitHub's OAuth web flow over `fetch` (the real GitHub, or a fake on loopback in tests): the authorize page's
 * address, the code exchange (`POST /login/oauth/access_token`, JSON; GitHub answers 200 with `error` for a bad
 * code), and `GET /user` with the token. The client secret is sent to GitHub only.
 */
export class GitHubOAuthClient implements GitHubOAuth {
  constructor(
    private readonly settings: GitHubOAuthSettings,
    private readonly timeoutMs: number = GITHUB_OAUTH_TIMEOUT_MS,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ client_id: this.settings.clientId, redirect_uri: redirectUri, state, scope: 'read:user', allow_signup: 'false' });
    return `${this.settings.oauthUrl}/login/oauth/authorize?${query.toString()}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<Result<string, GitHubOAuthError>> {
    const { oauthUrl, clientId, clientSecret } = this.settings;
    const answer = await this.json(`${oauthUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: redirectUri }),
    });
    if (!answer.ok) return answer;
    const token = field(answer.value.body, 'access_token');
    if (answer.value.status === 200 && typeof token === 'string' && token !== '') return ok(token);
    return err(answer.value.status < 500 && typeof field(answer.value.body, 'error') === 'string' ? 'code-refused' : 'unavailable');
  }

  async login(accessToken: string): Promise<Result<string, GitHubOAuthError>> {
    const answer = await this.json(`${this.settings.apiUrl}/user`, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${accessToken}`, 'X-GitHub-Api-Version': '2022-11-28' },
    });
    if (!answer.ok) return answer;
    if (answer.value.status === 401) return err('token-refused');
    const login = field(answer.value.body, 'login');
    return answer.value.status === 200 && typeof login === 'string' ? ok(login) : err('unavailable');
  }

  private async json(url: string, init: RequestInit): Promise<Result<{ status: number; body: unknown }, GitHubOAuthError>> {
    try {
      const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) });
      const body: unknown = await response.json().catch(() => null);
      return ok({ status: response.status, body });
    } catch {
      return err('unavailable');
    }
  }
}
