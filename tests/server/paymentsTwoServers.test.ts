import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { HandCashSdkPaymentGateway } from '../../src/adapters/handcash/handCashSdkPaymentGateway';
import { hubOn } from '../../src/composition/server/openHub';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { postgresDatabase } from '../support/databases';
import { startFakeHandCashWallet, type FakeHandCashWallet } from './fakeHandCashWallet';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { SqlClaimRepository } from '../../src/adapters/database/sqlClaimRepository';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { issueRecord, pullRecord } from '../support/contractRecords';

/** Issue 77 is completed: octo-gh claimed it as $octo and authored the merged pull request. */
const completedRecords = () => new MemoryContractRecords([issueRecord(77)], [pullRecord(90, 77, { state: 'closed', merged: true, authorLogin: 'octo-gh' })]);

const database = postgresDatabase();
let connection: DatabaseConnection;
let fake: FakeHandCashWallet;
beforeAll(async () => {
  connection = await database.open();
  await connection.db.execute(sql`TRUNCATE sessions, github_links, github_sign_ins, claims, payments`);
  const claimedAt = Date.now() - 1000;
  await new SqlClaimRepository(connection.db).place({ issueNumber: 77, githubUsername: 'octo-gh', handcashHandle: 'octo', claimedBy: 'carol', claimedAt, deadline: claimedAt + 7 * DAY_MS }, claimedAt);
  fake = await startFakeHandCashWallet();
}, 120_000);
afterAll(async () => {
  await fake.close();
  await database.close();
});

/** One server process's app on the shared PostgreSQL; both know Alice and Bob, both maintainers. */
function server() {
  const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
  const gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 5_000 });
  const hub = hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway, timings: { leaseMs: 5_100, waitMs: 10_000, pollMs: 20 } });
  return serverFor({ MAINTAINER_HANDLES: 'alice,bob', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, contractRecords: completedRecords() });
}

it('two servers on one PostgreSQL, two maintainers at once, ten requests each: one payment at HandCash', async () => {
  const [one, two] = [server(), server()];
  const [alice, bob] = [await signIn(one, ALICE_TOKEN), await signIn(two, BOB_TOKEN)];
  fake.fastDelayMs = 150;
  const requests = Array.from({ length: 20 }, (_, index) => {
    const [app, cookie, payee] = index % 2 === 0 ? [one, alice, 'octo'] : [two, bob, 'other'];
    // Bob pays another payee, which takes a written reason.
    const reason = payee === 'other' ? { overrideReason: 'Paired on the fix' } : {};
    const body = { issueNumber: 77, payee, amount: '0.1', note: '', idempotencyKey: `two-servers-${String(index).padStart(6, '0')}`, ...reason };
    return (async () => {
      const response = await send(app, 'POST', '/api/payments', { cookie, body });
      return { status: response.status, body: (await response.json()) as { payment: { transactionId: string } } };
    })();
  });
  const answers = await Promise.all(requests);
  expect(fake.payRequests).toHaveLength(1);
  expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(19).fill(200), 201]);
  expect(new Set(answers.map((answer) => answer.body.payment.transactionId))).toEqual(new Set(['fake-tx-0001']));
}, 60_000);
