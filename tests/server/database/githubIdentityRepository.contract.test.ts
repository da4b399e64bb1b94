import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlGitHubIdentityRepository } from '../../../src/adapters/database/sqlGitHubIdentityRepository';
import { SqlSessionRepository } from '../../../src/adapters/database/sqlSessionRepository';
import { bothDatabases, emptyTables } from '../../support/databases';

const NOW = Date.UTC(2026, 10, 23, 12);
const profile = { handle: 'sandbox_alice', paymail: 'a@sandbox.invalid', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };
const SESSION = 'a'.repeat(64);
const pending = (stateHash: string, expiresAt = NOW + 60_000) => ({ stateHash, sessionIdHash: SESSION, returnPath: '/contracts', expiresAt });

describe.each(bothDatabases())('GitHub identity repository on $name', (database) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(connection);
    await new SqlSessionRepository(connection.db).create({ idHash: SESSION, profile, tokenCiphertext: 'v1.x.y', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + 86_400_000 });
  });

  it('gives a state to one of many simultaneous takers, once', async () => {
    const identities = new SqlGitHubIdentityRepository(connection.db);
    await identities.savePending(pending('s1'), NOW);
    const taken = await Promise.all(Array.from({ length: 8 }, () => identities.takePending('s1')));
    expect(taken.filter((one) => one !== null)).toEqual([pending('s1')]);
  });

  it('drops expired states when one is saved, and replaces a link in place', async () => {
    const identities = new SqlGitHubIdentityRepository(connection.db);
    await identities.savePending(pending('old', NOW), NOW);
    await identities.savePending(pending('new'), NOW);
    await identities.link({ sessionIdHash: SESSION, login: 'first', tokenCiphertext: 'c1', linkedAt: NOW, handcashHandle: 'sandbox_alice' });
    await identities.link({ sessionIdHash: SESSION, login: 'second', tokenCiphertext: 'c2', linkedAt: NOW + 1, handcashHandle: 'sandbox_alice' });
    expect([await identities.takePending('old'), await identities.find(SESSION)]).toEqual([null, { sessionIdHash: SESSION, login: 'second', tokenCiphertext: 'c2', linkedAt: NOW + 1, handcashHandle: 'sandbox_alice' }]);
  });

  it('links one login to one HandCash account: another account is refused while a live session holds it, the same account is not', async () => {
    const identities = new SqlGitHubIdentityRepository(connection.db);
    const sessionRows = new SqlSessionRepository(connection.db);
    const [PHONE, BOBS, OLD] = ['b'.repeat(64), 'c'.repeat(64), 'd'.repeat(64)];
    const bob = { ...profile, handle: 'sandbox_bob' };
    await sessionRows.create({ idHash: PHONE, profile, tokenCiphertext: 'v1.x.y', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + 86_400_000 });
    await sessionRows.create({ idHash: BOBS, profile: bob, tokenCiphertext: 'v1.x.y', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + 86_400_000 });
    await sessionRows.create({ idHash: OLD, profile, tokenCiphertext: 'v1.x.y', createdAt: NOW, verifiedAt: NOW, expiresAt: NOW + 10 });
    const link = (sessionIdHash: string, login: string, handcashHandle: string, linkedAt = NOW) => identities.link({ sessionIdHash, login, tokenCiphertext: 'c', linkedAt, handcashHandle });
    expect(await link(SESSION, 'Octo', 'sandbox_alice')).toBe('linked');
    expect(await link(PHONE, 'octo', 'Sandbox_Alice')).toBe('linked');
    // Two tries of Bob's at once: both refused, nothing written.
    expect(await Promise.all([link(BOBS, 'OCTO', 'sandbox_bob'), link(BOBS, 'octo', 'sandbox_bob')])).toEqual(['linked-elsewhere', 'linked-elsewhere']);
    expect(await identities.find(BOBS)).toBeNull();
    await identities.unlink(SESSION);
    await identities.unlink(PHONE);
    // A link kept by a session that has expired holds nothing.
    expect(await link(OLD, 'octo', 'sandbox_alice')).toBe('linked');
    expect(await link(BOBS, 'octo', 'sandbox_bob', NOW + 10)).toBe('linked');
    expect((await identities.find(BOBS))?.handcashHandle).toBe('sandbox_bob');
  });

  it('ends the link and the states with their session', async () => {
    const identities = new SqlGitHubIdentityRepository(connection.db);
    await identities.savePending(pending('s1'), NOW);
    await identities.link({ sessionIdHash: SESSION, login: 'octo', tokenCiphertext: 'c', linkedAt: NOW, handcashHandle: 'sandbox_alice' });
    await new SqlSessionRepository(connection.db).delete(SESSION);
    expect([await identities.find(SESSION), await identities.takePending('s1'), await identities.unlink(SESSION)]).toEqual([null, null, false]);
  });
});
