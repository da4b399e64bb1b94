import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { HandCashSdkPaymentGateway } from '../../src/adapters/handcash/handCashSdkPaymentGateway';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import type { GitHubPullRequestInput } from '../../src/domain/contracts/githubRecords';
import { bothDatabases } from '../support/databases';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { startFakeHandCashWallet, type FakeHandCashWallet } from './fakeHandCashWallet';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, hubDatabasePerTest, rememberHub, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

/**
 * Bob claims #4 as octo-gh and Alice turns automatic payout on for #4 (on for all, off for #5: #5 waits for a click);
 * then every server stops, and octo-gh's pull requests for #4 and #5 merge. 1,000 BAPP at 0.00001 BSV per BAPP.
 */
const issues = [issueRecord(4), issueRecord(5)];
const merged = (number: number, fixes: number): GitHubPullRequestInput => pullRecord(number, fixes, { state: 'closed', merged: true, authorLogin: 'octo-gh' });

let fake: FakeHandCashWallet;
beforeAll(async () => {
  fake = await startFakeHandCashWallet();
}, 60_000);
afterAll(() => fake.close());

type Json = Record<string, unknown>;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(bothDatabases())('merges made while no server ran, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);
  beforeEach(() => {
    fake.payRequests.length = 0;
    fake.transactionIds.length = 0;
    fake.mode = 'paid';
    fake.answered = 0;
  });

  /** A server started on the test database with its scheduled jobs running, reading `records`. */
  function start(records: MemoryContractRecords) {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 5_000, lateAnswerMs: 5_000 });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway, timings: { leaseMs: 5_100, waitMs: 8_000, pollMs: 20 } });
    const app = serverFor({ MAINTAINER_HANDLES: 'alice', BSV_PER_BAPP: '0.00001', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, contractRecords: records, runTimers: true });
    rememberHub(app, hub);
    return app;
  }
  type App = ReturnType<typeof start>;
  const payments = async (app: App) => ((await (await send(app, 'GET', '/api/payments')).json()) as Json)['payments'] as Json[];
  const due = async (app: App) => ((await (await send(app, 'GET', '/api/payments/due', { cookie: await signIn(app, ALICE_TOKEN) })).json()) as Json)['payouts'];
  async function until(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 8_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await settle(25);
    }
  }

  it('pays a merge missed while no server ran once after the start, and a second start pays nothing more', async () => {
    const before = start(new MemoryContractRecords(issues, []));
    const bob = await signIn(before, BOB_TOKEN, 'octo-gh');
    for (const issueNumber of [4, 5]) {
      const claim = { issueNumber, githubUsername: 'octo-gh', handcashHandle: '$bob', estimatedDays: 7 };
      expect((await send(before, 'POST', '/api/claims', { cookie: bob, body: claim })).status).toBe(201);
    }
    const alice = await signIn(before, ALICE_TOKEN);
    for (const body of [{ enabled: true }, { issueNumber: 5, enabled: false }]) {
      expect((await send(before, 'PUT', '/api/payments/auto', { cookie: alice, body })).status).toBe(200);
    }
    // Every server is down while GitHub merges both pull requests; then one starts.
    const whileDown = () => new MemoryContractRecords(issues, [merged(40, 4), merged(41, 5)]);
    const first = start(whileDown());
    await until(async () => (await payments(first)).length === 1 && fake.answered === 1);
    const second = start(whileDown());
    await settle(500);
    expect({
      payRequests: fake.payRequests.map((request) => (request.body as Json)['receivers']),
      payments: await payments(second),
      due: await due(second),
    }).toEqual({
      payRequests: [[{ sendAmount: 0.01, destination: 'bob' }]],
      payments: [expect.objectContaining({ issueNumber: 4, payer: 'alice', payee: 'bob', satoshis: 1_000_000, state: 'paid' })],
      due: [{ issueNumber: 5, title: 'Issue 5', payee: 'bob', reason: 'claimant-work', satoshis: 1_000_000 }],
    });
  });
});
