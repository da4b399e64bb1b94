import { token, type Token } from './token';

/** A GitHub sign-in under way: its `state` (hashed), the session it belongs to, and where the person returns. */
export interface PendingGitHubSignIn {
  /** SHA-256 (hex) of the `state` sent to GitHub; the state itself is never stored. */
  readonly stateHash: string;
  readonly sessionIdHash: string;
  /** An in-app path (`safeReturnPath`). */
  readonly returnPath: string;
  /** Epoch ms after which the state is refused. */
  readonly expiresAt: number;
}

/** A GitHub login linked to a signed-in session of HandCash account `handcashHandle`, with its access token sealed by `TokenCipher`. */
export interface GitHubLink {
  readonly sessionIdHash: string;
  readonly login: string;
  readonly tokenCiphertext: string;
  readonly linkedAt: number;
  /** The HandCash handle of the session's account, without `$`. */
  readonly handcashHandle: string;
}

/**
 * How a link ended: `linked`, or `linked-elsewhere` when a live session of another HandCash account holds the same
 * login (in any case), so nothing was written.
 */
export type GitHubLinkOutcome = 'linked' | 'linked-elsewhere';

/**
 * Where GitHub sign-ins and links live (the database), beside the sessions they belong to: ending a session ends
 * both. Every method rejects with `DatabaseUnavailableError` when the database cannot answer.
 */
export interface GitHubIdentityRepository {
  /** Keeps a new pending sign-in, and drops those expired at `now`. */
  savePending(pending: PendingGitHubSignIn, now: number): Promise<void>;
  /** Takes (deletes and returns) the pending sign-in under `stateHash`, expired or not; null when there is none. A state is taken once. */
  takePending(stateHash: string): Promise<PendingGitHubSignIn | null>;
  /**
   * Links a login to a session, replacing the link it had, unless a session of another HandCash account (handles
   * compared in any case) that has not expired at `link.linkedAt` holds the same login (logins compared in any case):
   * then nothing changes and the answer is `linked-elsewhere`. The check and the write are one step for every server.
   */
  link(link: GitHubLink): Promise<GitHubLinkOutcome>;
  /** The session's link, or null. */
  find(sessionIdHash: string): Promise<GitHubLink | null>;
  /** Removes the session's link; true when there was one. */
  unlink(sessionIdHash: string): Promise<boolean>;
}

export const GitHubIdentityRepository: Token<GitHubIdentityRepository> = token<GitHubIdentityRepository>('GitHubIdentityRepository');
