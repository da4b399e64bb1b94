import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlEscrowLedger } from '../../../src/adapters/database/sqlEscrowLedger';
import type { StoredEscrowEntry } from '../../../src/ports/escrowLedger.port';
import { bothDatabases, openForSuite } from '../../support/databases';

const entry = (issueNumber: number, overrides: Partial<StoredEscrowEntry> = {}): StoredEscrowEntry => ({
  repository: 'acme/tools',
  issueNumber,
  funder: 'maintainer',
  satoshis: 5_000_000,
  state: 'funding',
  payee: null,
  fundTransactionId: null,
  releaseTransactionId: null,
  createdAt: 1,
  fundedAt: null,
  endedAt: null,
  leaseUntil: 100,
  sealedToken: 'sealed',
  ...overrides,
});

describe.each(bothDatabases())('the escrow ledger on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('records one entry per repository and issue, even when two servers fund at once', async () => {
    const servers = [new SqlEscrowLedger(connection.db), new SqlEscrowLedger(connection.db)];
    const inserted = await Promise.all(servers.map((ledger) => ledger.insert(entry(7))));
    const otherRepository = await servers[0]!.insert(entry(7, { repository: 'acme/other' }));
    expect([inserted.filter(Boolean).length, otherRepository, (await servers[1]!.all('acme/tools')).length]).toEqual([1, true, 1]);
  });

  it('moves an entry on only from the state read: of two servers releasing it at once, one wins', async () => {
    const ledger = new SqlEscrowLedger(connection.db);
    await ledger.insert(entry(8, { state: 'held', sealedToken: null, leaseUntil: 0 }));
    const [payout, refund] = await Promise.all([
      ledger.replace('held', entry(8, { state: 'paying', payee: 'alice', sealedToken: null }), null),
      new SqlEscrowLedger(connection.db).replace('held', entry(8, { state: 'refunding', sealedToken: null }), null),
    ]);
    expect([payout !== refund, ['paying', 'refunding'].includes((await ledger.find('acme/tools', 8))!.state)]).toEqual([true, true]);
  });

  it('takes a pending entry’s lease only once it ran out, and removes only a funding', async () => {
    const ledger = new SqlEscrowLedger(connection.db);
    await ledger.insert(entry(9));
    const early = await ledger.replace('funding', entry(9, { leaseUntil: 500 }), 50);
    const late = await ledger.replace('funding', entry(9, { leaseUntil: 500 }), 100);
    await ledger.insert(entry(10, { state: 'held' }));
    await ledger.remove('acme/tools', 9);
    await ledger.remove('acme/tools', 10);
    expect([early, late, await ledger.find('acme/tools', 9), (await ledger.find('acme/tools', 10))?.state]).toEqual([false, true, null, 'held']);
  });

  it('lists the entries still held, paying or refunding of every repository at once, oldest first', async () => {
    const ledger = new SqlEscrowLedger(connection.db);
    const states = ['held', 'paying', 'refunding', 'paid', 'refunded', 'funding'] as const;
    for (const [at, state] of states.entries()) {
      await ledger.insert(entry(20 + at, { repository: at % 2 === 0 ? 'sweep/a' : 'sweep/b', state, createdAt: 10 + at, leaseUntil: 0, sealedToken: null }));
    }
    const open = (await ledger.open()).filter(({ repository }) => repository.startsWith('sweep/'));
    expect(open.map(({ repository, issueNumber, state }) => [repository, issueNumber, state])).toEqual([
      ['sweep/a', 20, 'held'],
      ['sweep/b', 21, 'paying'],
      ['sweep/a', 22, 'refunding'],
    ]);
  });
});
