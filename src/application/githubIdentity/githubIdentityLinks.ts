import { GITHUB_SIGN_IN_STATE_LIFETIME_MS, isGitHubLogin } from '../../domain/githubIdentity/githubSignIn';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GitHubIdentityRepository } from '../../ports/githubIdentityRepository.port';
import type { GitHubOAuth } from '../../ports/githubOAuth.port';
import type { SessionIds } from '../../ports/sessionIds.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';

/**
 * Why GitHub's answer linked nothing. The state rules: `github-state-missing` (none came back),
 * `github-state-invalid` (unknown, already used, or handed to another session), `github-state-expired` (older than
 * `GITHUB_SIGN_IN_STATE_LIFETIME_MS`). Then: `github-access-denied` (the person declined on GitHub),
 * `github-code-missing`, `github-code-refused` (GitHub did not accept the code), `github-unavailable` (GitHub did not
 * answer, refused the new token, or named a login that is not one), `github-login-linked-elsewhere` (a live session
 * of another HandCash account has that login linked: one GitHub login belongs to one HandCash account at a time).
 */
export type FinishGitHubSignInError =
  | 'github-state-missing'
  | 'github-state-invalid'
  | 'github-state-expired'
  | 'github-access-denied'
  | 'github-code-missing'
  | 'github-code-refused'
  | 'github-unavailable'
  | 'github-login-linked-elsewhere';

/** What GitHub sent back to the callback: `code` and `state`, or `error` when the person declined. */
export interface GitHubCallback {
  readonly state?: string;
  readonly code?: string;
  readonly error?: string;
}

/** A login linked by `finish`, and the in-app path the person started from. */
export interface LinkedGitHubLogin {
  readonly login: string;
  readonly returnPath: string;
}

/**
 * Links a GitHub login to a signed-in session through GitHub's OAuth web flow (the server's use case; the routes
 * check the session first and pass its cookie id). `start` hands out a random `state`, kept hashed, bound to the
 * session and short-lived; `finish` takes that state once, exchanges the code, reads the login and keeps it with the
 * access token sealed (`TokenCipher`), as the wallet's token is kept.
 */
export class GitHubIdentityLinks {
  constructor(
    private readonly repository: GitHubIdentityRepository,
    private readonly oauth: GitHubOAuth,
    private readonly cipher: TokenCipher,
    private readonly ids: SessionIds,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
  ) {}

  /** Begins a sign-in for session `sessionId`: the address of GitHub's authorize page, carrying a new state. */
  async start(sessionId: string, returnPath: string, redirectUri: string): Promise<string> {
    const state = this.ids.newId();
    const now = this.now();
    await this.repository.savePending(
      { stateHash: this.ids.hash(state), sessionIdHash: this.ids.hash(sessionId), returnPath, expiresAt: now + GITHUB_SIGN_IN_STATE_LIFETIME_MS },
      now,
    );
    return this.oauth.authorizeUrl(state, redirectUri);
  }

  /**
   * Completes the sign-in GitHub answered with `callback` for session `sessionId` of HandCash account `handcashHandle`:
   * the linked login, or the rule that refused it. A login another account's live session has linked is refused, not
   * moved: whoever holds it signs out of GitHub (or their session ends) before another account may link it.
   */
  async finish(sessionId: string, handcashHandle: string, callback: GitHubCallback, redirectUri: string): Promise<Result<LinkedGitHubLogin, FinishGitHubSignInError>> {
    if (callback.state === undefined || callback.state === '') return err('github-state-missing');
    const pending = await this.repository.takePending(this.ids.hash(callback.state));
    const sessionIdHash = this.ids.hash(sessionId);
    if (pending === null || pending.sessionIdHash !== sessionIdHash) return err('github-state-invalid');
    const now = this.now();
    if (now >= pending.expiresAt) return err('github-state-expired');
    if (callback.error !== undefined) return err('github-access-denied');
    if (callback.code === undefined || callback.code === '') return err('github-code-missing');
    const accessToken = await this.oauth.exchangeCode(callback.code, redirectUri);
    if (!accessToken.ok) return err(accessToken.error === 'code-refused' ? 'github-code-refused' : 'github-unavailable');
    const login = await this.oauth.login(accessToken.value);
    if (!login.ok || !isGitHubLogin(login.value)) return err('github-unavailable');
    const linked = await this.repository.link({ sessionIdHash, login: login.value, tokenCiphertext: this.cipher.encrypt(accessToken.value), linkedAt: now, handcashHandle });
    if (linked === 'linked-elsewhere') return err('github-login-linked-elsewhere');
    return ok({ login: login.value, returnPath: pending.returnPath });
  }

  /** The GitHub login linked to session `sessionId`, or null. */
  async linkedLogin(sessionId: string): Promise<string | null> {
    return (await this.repository.find(this.ids.hash(sessionId)))?.login ?? null;
  }

  /** Signs session `sessionId` out of GitHub (its link and token are forgotten); true when it had a link. */
  unlink(sessionId: string): Promise<boolean> {
    return this.repository.unlink(this.ids.hash(sessionId));
  }
}
