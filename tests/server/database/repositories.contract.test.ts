import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, type DatabaseConnection } from '../../../src/adapters/database/database';
import { migrate } from '../../../src/adapters/database/migrate';
import { openDatabase } from '../../../src/adapters/database/openDatabase';
import { SqlClaimRepository } from '../../../src/adapters/database/sqlClaimRepository';
import { SqlSessionRepository } from '../../../src/adapters/database/sqlSessionRepository';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { bothDatabases, openForSuite, openPgliteCopy } from '../../support/databases';

const NOW = Date.UTC(2026, 10, 23, 12);
const profile = { handle: 'sandbox_alice', paymail: 'a@sandbox.invalid', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };
const session = { idHash: 'a'.repeat(64), profile, tokenCiphertext: 'v1.x.y', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + DAY_MS };
const claim = (issueNumber: number, claimedBy: string, claimedAt = NOW): Claim => ({
  issueNumber,
  githubUsername: `${claimedBy}-gh`,
  handcashHandle: claimedBy,
  claimedBy,
  claimedAt,
  deadline: claimedAt + 7 * DAY_MS,
});

describe.each(bothDatabases())('repositories on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('applies migrations once: a second run applies nothing', async () => {
    expect(await migrate(connection.db)).toEqual([]);
  });

  it('keeps, finds, re-verifies and deletes a session', async () => {
    const sessions = new SqlSessionRepository(connection.db);
    await sessions.create(session);
    await sessions.markVerified(session.idHash, NOW + 5);
    expect(await sessions.find(session.idHash)).toEqual({ ...session, verifiedAt: NOW + 5 });
    expect([await sessions.delete(session.idHash), await sessions.delete(session.idHash)]).toEqual([true, false]);
    expect(await sessions.find(session.idHash)).toBeNull();
  });

  it('deletes expired sessions only', async () => {
    const sessions = new SqlSessionRepository(connection.db);
    await sessions.create(session);
    await sessions.create({ ...session, idHash: 'b'.repeat(64), expiresAt: NOW });
    expect(await sessions.deleteExpired(NOW)).toBe(1);
    expect((await sessions.find(session.idHash))?.idHash).toBe(session.idHash);
  });

  it('places a claim and lists it; a second claimer is told who holds it', async () => {
    const claims = new SqlClaimRepository(connection.db);
    expect(await claims.place(claim(7, 'alice'), NOW)).toEqual({ kind: 'placed', claim: claim(7, 'alice') });
    expect(await claims.place(claim(7, 'bob', NOW + 1), NOW + 1)).toEqual({ kind: 'taken', holder: claim(7, 'alice') });
    expect(await claims.openClaims()).toEqual([claim(7, 'alice')]);
  });

  it('lets one of many simultaneous claims on a contract win', async () => {
    const claims = new SqlClaimRepository(connection.db);
    const people = ['a', 'b', 'c', 'd', 'e', 'f'];
    const outcomes = await Promise.all(people.map((person) => claims.place(claim(3, person), NOW)));
    expect(outcomes.filter((outcome) => outcome.kind === 'placed')).toHaveLength(1);
    expect(await claims.openClaims()).toHaveLength(1);
  });

  it('places simultaneous claims on different contracts together, one per contract, the first to arrive winning', async () => {
    const claims = new SqlClaimRepository(connection.db);
    const outcomes = await Promise.all([1, 2, 3, 4, 5, 1, 2].map((issue, index) => claims.place(claim(issue, `p${index}`), NOW)));
    expect([outcomes.map((outcome) => outcome.kind), (await claims.openClaims()).map((open) => `${open.issueNumber}:${open.claimedBy}`)]).toEqual([
      ['placed', 'placed', 'placed', 'placed', 'placed', 'taken', 'taken'],
      ['1:p0', '2:p1', '3:p2', '4:p3', '5:p4'],
    ]);
  });

  it('stores names as given when placed together, whatever characters they hold', async () => {
    const claims = new SqlClaimRepository(connection.db);
    const names = ['a "quoted", {braced} name', 'back\\slash', 'NULL', ' ', 'ünïcødé 名前', "it's; DROP TABLE claims"];
    const placed = names.map((name, index) => ({ ...claim(20 + index, name), githubUsername: name, handcashHandle: `${name}!` }));
    const outcomes = await Promise.all(placed.map((one) => claims.place(one, NOW)));
    expect([outcomes.map((outcome) => outcome.kind), await claims.openClaims()]).toEqual([names.map(() => 'placed'), placed]);
  });

  it('replaces a claim from its deadline on, not before', async () => {
    const claims = new SqlClaimRepository(connection.db);
    const first = claim(9, 'alice');
    await claims.place(first, NOW);
    expect((await claims.place(claim(9, 'bob', first.deadline - 1), first.deadline - 1)).kind).toBe('taken');
    expect(await claims.place(claim(9, 'bob', first.deadline), first.deadline)).toEqual({ kind: 'placed', claim: claim(9, 'bob', first.deadline) });
    expect(await claims.openClaims()).toEqual([claim(9, 'bob', first.deadline)]);
  });

  it('releases only for the claimer; the contract is then free', async () => {
    const claims = new SqlClaimRepository(connection.db);
    await claims.place(claim(4, 'alice'), NOW);
    expect([
      await claims.release(4, 'bob', NOW),
      await claims.release(5, 'alice', NOW),
      await claims.release(4, 'alice', NOW),
      await claims.release(4, 'alice', NOW),
    ]).toEqual(['not-claimer', 'not-found', 'released', 'not-found']);
    expect((await claims.place(claim(4, 'bob'), NOW)).kind).toBe('placed');
  });
});

describe('a database that cannot be reached', () => {
  it('fails to open, and a closed PGlite reports DatabaseUnavailableError', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow();
    const connection = await openPgliteCopy();
    await connection.close();
    await expect(new SqlClaimRepository(connection.db).openClaims()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  }, 60_000);
});
