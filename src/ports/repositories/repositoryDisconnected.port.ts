import type { ConnectedRepository } from '../../domain/repositories/connectedRepository';
import { token, type Token } from '../token';

/**
 * Told before a connected repository is removed (the seam where escrow refunds its funded bounties). The
 * repository is removed only when every listener resolved; a listener that rejects stops the disconnection (the
 * maintainer is told 503 and may try again), so funds are never left behind a removed repository.
 */
export interface RepositoryDisconnectListener {
  beforeDisconnect(repository: ConnectedRepository): Promise<void>;
}

export const RepositoryDisconnectListener: Token<RepositoryDisconnectListener> = token<RepositoryDisconnectListener>('RepositoryDisconnectListener');
