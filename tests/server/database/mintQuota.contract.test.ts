import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlMintQuota } from '../../../src/adapters/database/sqlMintQuota';
import { bothDatabases, openForSuite } from '../../support/databases';

const DAY = 20_415;

describe.each(bothDatabases())('the daily mint counts on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('counts at most the limit of an account’s mints a day, even when many servers ask at once', async () => {
    // Two quota objects on one database stand for two servers.
    const servers = [new SqlMintQuota(connection.db), new SqlMintQuota(connection.db)];
    const taken = await Promise.all(Array.from({ length: 12 }, (_, index) => servers[index % 2]!.take('wallet-alice', DAY, 5)));
    const otherAccount = await servers[0]!.take('wallet-bob', DAY, 5);
    const nextDay = await servers[1]!.take('wallet-alice', DAY + 1, 5);
    expect({ taken: taken.filter(Boolean).length, otherAccount, nextDay }).toEqual({ taken: 5, otherAccount: true, nextDay: true });
  });

  it('gives a count back, never below zero', async () => {
    const quota = new SqlMintQuota(connection.db);
    expect(await quota.take('wallet-carol', DAY, 1)).toBe(true);
    const full = await quota.take('wallet-carol', DAY, 1);
    await quota.giveBack('wallet-carol', DAY);
    await quota.giveBack('wallet-carol', DAY);
    await quota.giveBack('wallet-carol', DAY);
    expect([full, await quota.take('wallet-carol', DAY, 1), await quota.take('wallet-carol', DAY, 1)]).toEqual([false, true, false]);
  });
});
