import { describe, expect, it } from 'vitest';
import { CachedSessionRepository } from '../../src/adapters/database/cachedSessionRepository';
import type { SessionRepository, StoredSession } from '../../src/ports/sessionRepository.port';
import { MemoryChangeSignals } from '../../src/adapters/memory/memoryChangeSignals.adapter';

const session: StoredSession = {
  idHash: 'a'.repeat(64),
  profile: { handle: 'alice', paymail: 'a@x', publicKey: 'k', avatarUrl: '', displayName: 'A' },
  tokenCiphertext: 'v1.x.y',
  createdAt: 0,
  verifiedAt: 0,
  expiresAt: 10,
};

/** Sessions in a map, counting reads. */
function mapRepository() {
  const rows = new Map<string, StoredSession>();
  const repository: SessionRepository & { reads: number; rows: Map<string, StoredSession> } = {
    reads: 0,
    rows,
    async create(created) {
      rows.set(created.idHash, created);
    },
    async find(idHash) {
      repository.reads += 1;
      return rows.get(idHash) ?? null;
    },
    async markVerified(idHash, at) {
      const row = rows.get(idHash);
      if (row !== undefined) rows.set(idHash, { ...row, verifiedAt: at });
    },
    async delete(idHash) {
      return rows.delete(idHash);
    },
    async deleteExpired() {
      return 0;
    },
  };
  return repository;
}

describe('the cached session repository', () => {
  it('reads a session once per period, and forgets it on its own changes at once', async () => {
    let now = 0;
    const inner = mapRepository();
    const cached = new CachedSessionRepository(inner, 500, () => now);
    await cached.create(session);
    const first = [await cached.find(session.idHash), await cached.find(session.idHash)];
    await cached.markVerified(session.idHash, 7);
    const verified = await cached.find(session.idHash);
    await cached.delete(session.idHash);
    const deleted = await cached.find(session.idHash);
    expect([first, verified?.verifiedAt, deleted, inner.reads]).toEqual([[session, session], 7, null, 3]);
  });

  it('sees a change made elsewhere (another server) once the period is over', async () => {
    let now = 0;
    const inner = mapRepository();
    const cached = new CachedSessionRepository(inner, 500, () => now);
    await cached.create(session);
    await cached.find(session.idHash);
    inner.rows.delete(session.idHash);
    now = 499;
    const stale = await cached.find(session.idHash);
    now = 500;
    expect([stale, await cached.find(session.idHash)]).toEqual([session, null]);
  });

  it('lets requests that miss at the same time share one read of the database', async () => {
    const inner = mapRepository();
    const cached = new CachedSessionRepository(inner, 500, () => 0);
    await inner.create(session);
    const found = await Promise.all([1, 2, 3, 4, 5].map(() => cached.find(session.idHash)));
    expect([found, inner.reads]).toEqual([[session, session, session, session, session], 1]);
  });

  it('does not bring back a session deleted while it was being read', async () => {
    const inner = mapRepository();
    const cached = new CachedSessionRepository(inner, 500, () => 0);
    await inner.create(session);
    let release: () => void = () => undefined;
    const slowFind = inner.find;
    inner.find = async (idHash) => {
      const answer = await slowFind(idHash);
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    };
    const before = cached.find(session.idHash);
    await Promise.resolve();
    await cached.delete(session.idHash);
    release();
    inner.find = slowFind;
    expect([await before, await cached.find(session.idHash)]).toEqual([session, null]);
  });

  it("signals its sign-outs by id hash, and forgets a session another server signed out", async () => {
    const inner = mapRepository();
    const signals = new MemoryChangeSignals();
    const heard: (string | null)[] = [];
    signals.listen(({ topic, key }) => heard.push(`${topic}:${key ?? ''}`));
    const cached = new CachedSessionRepository(inner, 60_000, () => 0, signals);
    inner.rows.set(session.idHash, session);
    await cached.find(session.idHash);
    inner.rows.delete(session.idHash);
    const cachedAnswer = await cached.find(session.idHash);
    await signals.send('sessions', session.idHash);
    const afterSignal = await cached.find(session.idHash);
    await cached.delete(session.idHash);
    expect([cachedAnswer?.idHash, afterSignal, heard]).toEqual([session.idHash, null, [`sessions:${session.idHash}`, `sessions:${session.idHash}`]]);
  });
});
