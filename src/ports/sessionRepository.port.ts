import type { Profile } from '../domain/session/session';

/** A signed-in session as the server keeps it. Times are epoch ms. */
export interface StoredSession {
  /** SHA-256 (hex) of the cookie's random id; the id itself is never stored. */
  readonly idHash: string;
  readonly profile: Profile;
  /** The wallet auth token, encrypted (`TokenCipher`). */
  readonly tokenCiphertext: string;
  readonly createdAt: number;
  /** When the wallet last accepted the token. */
  readonly verifiedAt: number;
  readonly expiresAt: number;
}

/**
 * Where sessions live (the database). Every method rejects with `DatabaseUnavailableError` when the database
 * cannot answer; nothing else is expected to fail.
 */
export interface SessionRepository {
  /** Keeps a new session; resolves once it is durable. */
  create(session: StoredSession): Promise<void>;
  /** The session with this id hash, expired or not; null when there is none. */
  find(idHash: string): Promise<StoredSession | null>;
  /** Records that the wallet accepted the token again at `at`. */
  markVerified(idHash: string, at: number): Promise<void>;
  /** Deletes the session; true when there was one. */
  delete(idHash: string): Promise<boolean>;
  /** Deletes every session expired at `now`; returns how many. */
  deleteExpired(now: number): Promise<number>;
}
