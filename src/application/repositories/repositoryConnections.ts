import { isMaintainerOf, type ConnectedRepository } from '../../domain/repositories/connectedRepository';
import { isValidRepositoryName } from '../../domain/shared/repositoryName';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ConnectedRepositoryStore, StoredConnectedRepository } from '../../ports/repositories/connectedRepositoryStore.port';
import type { RepositoryDisconnectListener } from '../../ports/repositories/repositoryDisconnected.port';
import type { RepositoryPermissions } from '../../ports/repositories/repositoryPermissions.port';
import type { SessionIds } from '../../ports/sessionIds.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';
import type { CurrentSessionError } from '../session/serverSessions';

/** Why a repository was not connected: the session (401), the GitHub link (403), the name (400), GitHub's answer, or a duplicate (409). */
export type ConnectRepositoryError =
  | CurrentSessionError
  | 'github-link-required'
  | 'invalid-repository'
  | 'repository-write-access-required'
  | 'repository-not-found'
  | 'code-host-unavailable'
  | 'repository-already-connected';

/** Why a repository was not disconnected. */
export type DisconnectRepositoryError = CurrentSessionError | 'github-link-required' | 'repository-not-found' | 'repository-maintainer-required';

/** A repository just connected, with its webhook secret: shown this once, kept only sealed. */
export interface NewConnection {
  readonly repository: ConnectedRepository;
  readonly webhookSecret: string;
}

/** Who asks: the session's HandCash handle and the GitHub login linked to it (never a typed one). */
export interface Requester {
  current(sessionId: string | undefined): Promise<Result<{ readonly handle: string }, CurrentSessionError>>;
  linkedLogin(sessionId: string): Promise<string | null>;
}

const shown = ({ id, fullName, maintainers, connectedBy, connectedAt }: StoredConnectedRepository): ConnectedRepository => ({ id, fullName, maintainers, connectedBy, connectedAt });

/**
 * Connecting and disconnecting repositories (the server's use case). Only a signed-in person with a linked GitHub
 * login may connect, and only a repository GitHub says that login may write to; the repository gets an id (its
 * webhook URL) and a webhook secret of its own. Only one of its known maintainers may disconnect it, and only after
 * every `RepositoryDisconnectListener` (escrow's refunds) is done with it.
 */
export class RepositoryConnections {
  constructor(
    private readonly store: ConnectedRepositoryStore,
    private readonly requester: Requester,
    private readonly permissions: RepositoryPermissions,
    private readonly cipher: TokenCipher,
    private readonly ids: SessionIds,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
    /** The operator's own repository (`GITHUB_REPO`): already served, never connected again. */
    private readonly operatorRepository: string,
    private readonly disconnectListeners: readonly RepositoryDisconnectListener[] = [],
  ) {}

  async connect(sessionId: string | undefined, fullName: string): Promise<Result<NewConnection, ConnectRepositoryError>> {
    const who = await this.who(sessionId);
    if (!who.ok) return who;
    const name = fullName.trim();
    if (!isValidRepositoryName(name)) return err('invalid-repository');
    if (name.toLowerCase() === this.operatorRepository.toLowerCase()) return err('repository-already-connected');
    const access = await this.permissions.accessOf(name, who.value.login);
    if (access === 'read-only') return err('repository-write-access-required');
    if (access === 'not-found') return err('repository-not-found');
    if (access === 'unavailable') return err('code-host-unavailable');
    const webhookSecret = this.ids.newId();
    const stored: StoredConnectedRepository = {
      id: this.ids.newId().slice(0, 16),
      fullName: name,
      maintainers: [who.value.login],
      connectedBy: who.value.handle,
      connectedAt: this.now(),
      webhookSecretSealed: this.cipher.encrypt(webhookSecret),
    };
    if ((await this.store.add(stored)) === 'already-connected') return err('repository-already-connected');
    return ok({ repository: shown(stored), webhookSecret });
  }

  async disconnect(sessionId: string | undefined, id: string): Promise<Result<ConnectedRepository, DisconnectRepositoryError>> {
    const who = await this.who(sessionId);
    if (!who.ok) return who;
    const repository = await this.store.find(id);
    if (repository === null) return err('repository-not-found');
    if (!isMaintainerOf(repository, who.value.login)) return err('repository-maintainer-required');
    for (const listener of this.disconnectListeners) await listener.beforeDisconnect(shown(repository));
    const removed = await this.store.remove(id);
    return removed === null ? err('repository-not-found') : ok(shown(removed));
  }

  /** Every connected repository, oldest first. */
  async list(): Promise<readonly ConnectedRepository[]> {
    return (await this.store.list()).map(shown);
  }

  /** The webhook secret of repository `id` (to check a delivery's signature), or null: no such repository, or a seal this key cannot open. */
  async webhookSecretOf(id: string): Promise<{ readonly repository: ConnectedRepository; readonly secret: string } | null> {
    const repository = await this.store.find(id);
    const secret = repository === null ? null : this.cipher.decrypt(repository.webhookSecretSealed);
    return repository === null || secret === null ? null : { repository: shown(repository), secret };
  }

  private async who(sessionId: string | undefined): Promise<Result<{ handle: string; login: string }, CurrentSessionError | 'github-link-required'>> {
    const current = await this.requester.current(sessionId);
    if (!current.ok) return current;
    const login = sessionId === undefined ? null : await this.requester.linkedLogin(sessionId);
    return login === null ? err('github-link-required') : ok({ handle: current.value.handle, login });
  }
}
