import type { ApiTokenScope } from '../domain/apiTokens/apiToken';
import { token, type Token } from './token';

/** A personal API token as the server keeps it: the secret only as the hash of its session. Times are epoch ms. */
export interface StoredApiToken {
  readonly id: string;
  /** SHA-256 (hex) of the secret: the id of the session the token acts through (`ServerSessions`). */
  readonly secretHash: string;
  /** The handle of the person it acts for. */
  readonly owner: string;
  readonly name: string;
  readonly scopes: readonly ApiTokenScope[];
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly lastUsedAt: number | null;
}

/**
 * Where personal API tokens live (the database). Every method rejects with `DatabaseUnavailableError` when the
 * database cannot answer.
 */
export interface ApiTokenRepository {
  create(token: StoredApiToken): Promise<void>;
  /** The token whose secret hashes to `secretHash`, expired or not; null: none (never made, or revoked). */
  findBySecret(secretHash: string): Promise<StoredApiToken | null>;
  /** `owner`'s tokens not expired at `now`, newest first. */
  list(owner: string, now: number): Promise<readonly StoredApiToken[]>;
  /** Deletes `owner`'s token `id`; the deleted token, or null when `owner` has none of that id. */
  delete(owner: string, id: string): Promise<StoredApiToken | null>;
  /** Records a use at `at`. */
  markUsed(id: string, at: number): Promise<void>;
}

export const ApiTokenRepository: Token<ApiTokenRepository> = token<ApiTokenRepository>('ApiTokenRepository');
