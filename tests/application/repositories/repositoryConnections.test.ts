import { describe, expect, it } from 'vitest';
import { MemoryConnectedRepositoryStore } from '../../../src/adapters/memory/memoryConnectedRepositoryStore.adapter';
import { RepositoryConnections, type Requester } from '../../../src/application/repositories/repositoryConnections';
import { err, ok } from '../../../src/domain/shared/result';
import type { ConnectedRepository } from '../../../src/domain/repositories/connectedRepository';
import type { RepositoryAccess } from '../../../src/ports/repositories/repositoryPermissions.port';

/** Sessions `s-<handle>` with the GitHub logins linked to them. */
const requester = (links: Record<string, string>): Requester => ({
  current: (id) => Promise.resolve(id?.startsWith('s-') ? ok({ handle: id.slice(2) }) : err('none' as const)),
  linkedLogin: (id) => Promise.resolve(links[id] ?? null),
});
/** A reversible "seal" that is visibly not the secret. */
const cipher = { encrypt: (text: string) => `sealed:${[...text].reverse().join('')}`, decrypt: (text: string) => (text.startsWith('sealed:') ? [...text.slice(7)].reverse().join('') : null) };
let counter = 0;
const ids = { newId: () => `id${String((counter += 1)).padStart(20, '0')}secretsecretsecret`, hash: (id: string) => `h(${id})` };

function connectionsWith(access: RepositoryAccess, listeners: { beforeDisconnect(repository: ConnectedRepository): Promise<void> }[] = []) {
  const store = new MemoryConnectedRepositoryStore();
  const asked: string[] = [];
  const permissions = { accessOf: (fullName: string, login: string) => (asked.push(`${fullName} ${login}`), Promise.resolve(access)) };
  const connections = new RepositoryConnections(store, requester({ 's-mia': 'mia-gh', 's-tom': 'tom-gh' }), permissions, cipher, ids, () => 1_000, 'owner/operator', listeners);
  return { connections, store, asked };
}

describe('connecting a repository', () => {
  it('asks GitHub about the session’s linked login, never a typed one, and keeps the secret only sealed', async () => {
    const { connections, store, asked } = connectionsWith('write');
    const made = await connections.connect('s-mia', ' acme/tools ');
    if (!made.ok) throw new Error(made.error);
    const stored = await store.find(made.value.repository.id);
    expect({ asked, repository: made.value.repository, sealed: stored?.webhookSecretSealed === made.value.webhookSecret }).toEqual({
      asked: ['acme/tools mia-gh'],
      repository: { id: made.value.repository.id, fullName: 'acme/tools', maintainers: ['mia-gh'], connectedBy: 'mia', connectedAt: 1_000 },
      sealed: false,
    });
    expect((await connections.webhookSecretOf(made.value.repository.id))?.secret).toBe(made.value.webhookSecret);
  });

  it('refuses each case with its code, asking GitHub only for a signed-in, linked person and a valid name', async () => {
    const outcomes = await Promise.all([
      connectionsWith('read-only').connections.connect('s-mia', 'acme/tools'),
      connectionsWith('not-found').connections.connect('s-mia', 'acme/tools'),
      connectionsWith('unavailable').connections.connect('s-mia', 'acme/tools'),
      connectionsWith('write').connections.connect('s-ann', 'acme/tools'),
      connectionsWith('write').connections.connect(undefined, 'acme/tools'),
      connectionsWith('write').connections.connect('s-mia', 'acme'),
      connectionsWith('write').connections.connect('s-mia', 'Owner/Operator'),
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.error))).toEqual([
      'repository-write-access-required',
      'repository-not-found',
      'code-host-unavailable',
      'github-link-required',
      'none',
      'invalid-repository',
      'repository-already-connected',
    ]);
  });
});

describe('disconnecting a repository', () => {
  it('is for a known maintainer only, and tells the listeners before the repository is removed', async () => {
    const told: string[] = [];
    const { connections, store } = connectionsWith('write', [{ beforeDisconnect: async (repository) => void told.push(`${repository.fullName} ${(await store.list()).length}`) }]);
    const made = await connections.connect('s-mia', 'acme/tools');
    if (!made.ok) throw new Error(made.error);
    const refused = await connections.disconnect('s-tom', made.value.repository.id);
    const removed = await connections.disconnect('s-mia', made.value.repository.id);
    expect({ refused: refused.ok ? 'ok' : refused.error, removed: removed.ok, told, left: (await store.list()).length }).toEqual({
      refused: 'repository-maintainer-required',
      removed: true,
      told: ['acme/tools 1'],
      left: 0,
    });
  });

  it('keeps the repository when a listener fails (its funds are never left behind a removed repository)', async () => {
    const { connections, store } = connectionsWith('write', [{ beforeDisconnect: () => Promise.reject(new Error('refund failed')) }]);
    const made = await connections.connect('s-mia', 'acme/tools');
    if (!made.ok) throw new Error(made.error);
    await expect(connections.disconnect('s-mia', made.value.repository.id)).rejects.toThrow('refund failed');
    expect((await store.list()).map((one) => one.fullName)).toEqual(['acme/tools']);
  });
});
