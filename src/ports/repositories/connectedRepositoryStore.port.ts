import type { ConnectedRepository } from '../../domain/repositories/connectedRepository';
import { token, type Token } from '../token';

/** A connected repository as the server keeps it: its webhook secret only sealed (`TokenCipher`). */
export interface StoredConnectedRepository extends ConnectedRepository {
  readonly webhookSecretSealed: string;
}

/**
 * Where connected repositories live (the database). Every method rejects with `DatabaseUnavailableError` when the
 * database cannot answer.
 */
export interface ConnectedRepositoryStore {
  /** Adds it; `already-connected` when a repository of that full name (any case) is connected already. */
  add(repository: StoredConnectedRepository): Promise<'added' | 'already-connected'>;
  /** Every connected repository, oldest first. */
  list(): Promise<readonly StoredConnectedRepository[]>;
  find(id: string): Promise<StoredConnectedRepository | null>;
  /** Removes it; the removed repository, or null when there is none of that id. */
  remove(id: string): Promise<StoredConnectedRepository | null>;
}

export const ConnectedRepositoryStore: Token<ConnectedRepositoryStore> = token<ConnectedRepositoryStore>('ConnectedRepositoryStore');
