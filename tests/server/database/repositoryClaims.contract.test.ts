import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlClaimRepository } from '../../../src/adapters/database/sqlClaimRepository';
import { SqlContractHistory } from '../../../src/adapters/database/sqlContractHistory';
import { SqlContractNotices } from '../../../src/adapters/database/sqlContractNotices';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { bothDatabases, openForSuite } from '../../support/databases';

const NOW = Date.UTC(2026, 10, 28, 12);
const claim = (issueNumber: number, claimedBy = 'alice'): Claim => ({
  issueNumber,
  githubUsername: claimedBy,
  handcashHandle: claimedBy,
  claimedBy,
  claimedAt: NOW,
  deadline: NOW + 7 * DAY_MS,
});

describe.each(bothDatabases())('claims and histories per repository (migration 0027) on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('keeps #7 of the operator and #7 of acme/tools apart: one open claim on each, each released on its own', async () => {
    const operator = new SqlClaimRepository(connection.db);
    const tools = new SqlClaimRepository(connection.db, 'acme/tools');
    const widgets = new SqlClaimRepository(connection.db, 'acme/widgets');
    const placed = await Promise.all([operator.place(claim(7, 'alice'), NOW), tools.place(claim(7, 'bob'), NOW), tools.place(claim(7, 'carol'), NOW)]);
    expect(placed.map((outcome) => outcome.kind)).toEqual(['placed', 'placed', 'taken']);
    expect((await tools.openClaims()).map((open) => open.claimedBy)).toEqual(['bob']);
    expect((await operator.openClaims()).map((open) => open.claimedBy)).toEqual(['alice']);
    expect(await widgets.openClaims()).toEqual([]);
    // bob holds acme/tools#7 only: he cannot release the operator's #7, nor widgets' (none there).
    expect(await operator.release(7, 'bob', NOW)).toBe('not-claimer');
    expect(await widgets.release(7, 'bob', NOW)).toBe('not-found');
    expect(await tools.release(7, 'bob', NOW)).toBe('released');
    expect((await operator.openClaims()).map((open) => open.claimedBy)).toEqual(['alice']);
    expect((await tools.place(claim(7, 'carol'), NOW)).kind).toBe('placed');
  });

  it('keeps each repository its own history, and the same GitHub activity once per repository', async () => {
    const operator = new SqlContractHistory(connection.db);
    const tools = new SqlContractHistory(connection.db, 'acme/tools');
    const merged = { issueNumber: 9, kind: 'merged' as const, actor: 'alice', at: NOW, detail: {} };
    expect(await operator.record(merged, 'merge-9')).toBe(true);
    expect(await tools.record(merged, 'merge-9')).toBe(true);
    expect(await tools.record(merged, 'merge-9')).toBe(false);
    expect(await tools.record({ ...merged, kind: 'paid' }, null)).toBe(true);
    expect((await tools.of(9)).map((event) => event.kind)).toEqual(['merged', 'paid']);
    expect((await operator.of(9)).map((event) => event.kind)).toEqual(['merged']);
  });

  it("sends a connected repository's notice once, into the same inbox as the operator's", async () => {
    const operator = new SqlContractNotices(connection.db);
    const tools = new SqlContractNotices(connection.db, 'acme/tools');
    const notice = { to: 'dana', kind: 'paid' as const, issueNumber: 11, at: NOW, detail: {} };
    expect([await operator.send(notice, 'paid-11'), await tools.send(notice, 'paid-11'), await tools.send(notice, 'paid-11')]).toEqual([true, true, false]);
    expect(await operator.unreadCount('dana')).toBe(2);
  });
});
