import type { ConnectedRepositoryStore, StoredConnectedRepository } from '../../ports/repositories/connectedRepositoryStore.port';

/** Connected repositories in memory (tests). */
export class MemoryConnectedRepositoryStore implements ConnectedRepositoryStore {
  private readonly repositories: StoredConnectedRepository[] = [];

  add(repository: StoredConnectedRepository): Promise<'added' | 'already-connected'> {
    if (this.repositories.some((one) => one.fullName.toLowerCase() === repository.fullName.toLowerCase())) return Promise.resolve('already-connected');
    this.repositories.push(repository);
    return Promise.resolve('added');
  }

  list(): Promise<readonly StoredConnectedRepository[]> {
    return Promise.resolve([...this.repositories]);
  }

  find(id: string): Promise<StoredConnectedRepository | null> {
    return Promise.resolve(this.repositories.find((one) => one.id === id) ?? null);
  }

  remove(id: string): Promise<StoredConnectedRepository | null> {
    const index = this.repositories.findIndex((one) => one.id === id);
    return Promise.resolve(index < 0 ? null : (this.repositories.splice(index, 1)[0] ?? null));
  }
}
