import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listedContracts } from './listedContracts';
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
import { settle, until } from '../support/eventually';

/**
 * Issue 4 is available; Bob claims it as GitHub's octo-gh with his handle $bob. Alice is the maintainer. 1,000 BAPP at
 * 0.00001 BSV per BAPP is 0.01 BSV: 1,000,000 satoshis. Payments go through HandCash's SDK to the fake wallet.
 */
const issues = [issueRecord(4), issueRecord(5)];
const byOcto = (state: 'open' | 'merged', body = 'Fixes #4'): GitHubPullRequestInput =>
  pullRecord(40, 4, { body, state: state === 'open' ? 'open' : 'closed', merged: state === 'merged', authorLogin: 'octo-gh' });
const byMallory = (state: 'open' | 'merged'): GitHubPullRequestInput =>
  pullRecord(41, 4, { body: 'Closes #4', state: state === 'open' ? 'open' : 'closed', merged: state === 'merged', authorLogin: 'mallory' });
const REWARD_SATOSHIS = 1_000_000;

let fake: FakeHandCashWallet;
beforeAll(async () => {
  fake = await startFakeHandCashWallet();
}, 60_000);
afterAll(() => fake.close());

type Json = Record<string, unknown>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

describe.each(bothDatabases())('the work links itself and pays on merge, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);
  beforeEach(() => {
    fake.payRequests.length = 0;
    fake.transactionIds.length = 0;
    fake.mode = 'paid';
    fake.answered = 0;
  });

  /** A server on the test database; several share it as two servers share PostgreSQL. */
  function server(records = new MemoryContractRecords(issues, [])) {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 5_000, lateAnswerMs: 5_000 });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway, timings: { leaseMs: 5_100, waitMs: 8_000, pollMs: 20 } });
    const app = serverFor({ MAINTAINER_HANDLES: 'alice', BSV_PER_BAPP: '0.00001', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, contractRecords: records });
    rememberHub(app, hub);
    return { app, records };
  }
  type App = ReturnType<typeof server>['app'];

  const contract = async (app: App, issueNumber = 4) => {
    const { contracts } = await listedContracts(await send(app, 'GET', '/api/contracts'));
    const found = contracts.find((item) => item.githubIssueNumber === issueNumber);
    return { status: found?.status, githubUsername: found?.assignee?.githubUsername, pullRequest: found?.pullRequest?.number ?? null };
  };
  /** Bob, signed in with GitHub as octo-gh, claims #4; the server has derived the contracts once, so it sees what GitHub does next. */
  async function claimed(app: App) {
    const bob = await signIn(app, BOB_TOKEN, 'octo-gh');
    const answer = await send(app, 'POST', '/api/claims', { cookie: bob, body: { issueNumber: 4, githubUsername: 'octo-gh', handcashHandle: '$bob', estimatedDays: 7 } });
    expect(answer.status).toBe(201);
    return bob;
  }
  const payments = async (app: App) => (await json(await send(app, 'GET', '/api/payments'))).body['payments'] as Json[];
  const due = async (app: App, cookie: string) => json(await send(app, 'GET', '/api/payments/due', { cookie }));
  const turnOn = async (app: App, cookie: string, body: Json = { enabled: true }) => json(await send(app, 'PUT', '/api/payments/auto', { cookie, body }));
  const inbox = async (app: App, cookie: string) => (await json(await send(app, 'GET', '/api/notices', { cookie }))).body['notices'] as Json[];
  /** The maintainer's notices about failed automatic payouts (merges and payments reach the inbox too). */
  const failures = async (app: App, cookie: string) => (await inbox(app, cookie)).filter((notice) => notice['kind'] === 'auto-payout-failed');

  it('puts the contract under review for the claimant’s closing pull request, and completes it on merge', async () => {
    const { app, records } = server();
    await claimed(app);
    records.set(issues, [byOcto('open')]);
    const review = await contract(app);
    records.set(issues, [byOcto('merged')]);
    expect([review, await contract(app)]).toEqual([
      { status: 'submitted', githubUsername: 'octo-gh', pullRequest: 40 },
      { status: 'completed', githubUsername: 'octo-gh', pullRequest: 40 },
    ]);
  });

  it('leaves the claim alone for a pull request by another login, opened or merged', async () => {
    const { app, records } = server();
    await claimed(app);
    records.set(issues, [byMallory('open')]);
    const opened = await contract(app);
    records.set(issues, [byMallory('merged')]);
    const merged = await contract(app);
    records.set(issues, [byOcto('open', 'Work on #4')]);
    expect([opened, merged, await contract(app)]).toEqual([
      { status: 'claimed', githubUsername: 'octo-gh', pullRequest: null },
      { status: 'claimed', githubUsername: 'octo-gh', pullRequest: null },
      { status: 'claimed', githubUsername: 'octo-gh', pullRequest: null },
    ]);
  });

  it('pays the worker once on merge with automatic payout on; a replayed delivery and a second server pay nothing more', async () => {
    const first = server();
    const second = server(new MemoryContractRecords(issues, []));
    await claimed(first.app);
    const alice = await signIn(first.app, ALICE_TOKEN);
    expect((await turnOn(first.app, alice)).body).toEqual({ success: true, choice: expect.objectContaining({ scope: 0, enabled: true, maintainer: 'alice' }) });
    await contract(second.app);
    for (const { records } of [first, second]) records.set(issues, [byOcto('open')]);
    await contract(second.app);
    for (const { records } of [first, second]) records.set(issues, [byOcto('merged')]);
    await until(async () => (await payments(first.app)).length === 1 && fake.answered === 1);
    // The same delivery again (GitHub retries), on both servers.
    for (const { records } of [first, second]) records.set(issues, [byOcto('merged')]);
    await settle(300);
    const bob = await signIn(first.app, BOB_TOKEN);
    expect({
      payRequests: fake.payRequests.map((request) => request.body),
      payments: await payments(first.app),
      due: (await due(first.app, alice)).body['payouts'],
      bobsInbox: (await inbox(first.app, bob)).map((notice) => notice['kind']),
    }).toEqual({
      payRequests: [expect.objectContaining({ receivers: [{ sendAmount: 0.01, destination: 'bob' }] })],
      payments: [expect.objectContaining({ issueNumber: 4, payer: 'alice', payee: 'bob', satoshis: REWARD_SATOSHIS, state: 'paid', transactionId: 'fake-tx-0001' })],
      due: [],
      bobsInbox: expect.arrayContaining(['paid', 'merged']),
    });
  });

  it('leaves the payout due and tells the maintainer when the wallet refuses (insufficient balance, expired authorization)', async () => {
    const { app, records } = server();
    await claimed(app);
    const alice = await signIn(app, ALICE_TOKEN);
    await turnOn(app, alice, { issueNumber: 4, enabled: true });
    fake.mode = 'insufficient-balance';
    records.set(issues, [byOcto('merged')]);
    await until(async () => (await failures(app, alice)).length > 0);
    fake.mode = 'unauthorized';
    records.set(issues, [byOcto('open')]);
    records.set(issues, [byOcto('merged')]);
    await until(async () => (await failures(app, alice)).length > 1);
    expect({
      payments: await payments(app),
      due: (await due(app, alice)).body['payouts'],
      inbox: (await failures(app, alice)).map((notice) => [notice['kind'], notice['issueNumber'], (notice['detail'] as Json)['reason']]),
    }).toEqual({
      payments: [],
      due: [{ issueNumber: 4, title: 'Issue 4', payee: 'bob', reason: 'claimant-work', satoshis: REWARD_SATOSHIS }],
      inbox: [
        ['auto-payout-failed', 4, 'authorization-expired'],
        ['auto-payout-failed', 4, 'insufficient-balance'],
      ],
    });
  });

  it('tells the maintainer when nobody is known to have done the work', async () => {
    const { app, records } = server();
    await claimed(app);
    const alice = await signIn(app, ALICE_TOKEN);
    await turnOn(app, alice);
    // Another login's pull request closed the issue: completed, but not by the claimant.
    records.set(issues, [byMallory('open')]);
    records.set([issueRecord(4, { state: 'closed' }), issueRecord(5)], [byMallory('merged')]);
    await until(async () => (await failures(app, alice)).length > 0);
    expect({
      payRequests: fake.payRequests,
      status: (await contract(app)).status,
      inbox: (await failures(app, alice)).map((notice) => [notice['kind'], (notice['detail'] as Json)['reason']]),
      due: (await due(app, alice)).body['payouts'],
    }).toEqual({
      payRequests: [],
      status: 'completed',
      inbox: [['auto-payout-failed', 'no-worker']],
      // Listed for the maintainer to decide, to nobody, with the reason.
      due: [{ issueNumber: 4, title: 'Issue 4', payee: null, reason: 'not-claimant-work', satoshis: REWARD_SATOSHIS }],
    });
  });

  it('pays nothing for an old pull request of the claimant’s, merged before the claim and edited to close the issue', async () => {
    const { app, records } = server();
    const old = { createdAt: '2026-06-01T00:00:00Z', mergedAt: '2026-06-02T00:00:00Z' };
    records.set(issues, [pullRecord(39, 4, { body: 'Old work', state: 'closed', merged: true, authorLogin: 'octo-gh', ...old })]);
    await claimed(app);
    const alice = await signIn(app, ALICE_TOKEN);
    await turnOn(app, alice);
    // The claimant edits the old pull request's body to "Fixes #4": GitHub reports the edit, the dates stay.
    records.set(issues, [pullRecord(39, 4, { body: 'Fixes #4', state: 'closed', merged: true, authorLogin: 'octo-gh', ...old })]);
    await settle(300);
    expect({ payRequests: fake.payRequests, contract: await contract(app), due: (await due(app, alice)).body['payouts'] }).toEqual({
      payRequests: [],
      contract: { status: 'claimed', githubUsername: 'octo-gh', pullRequest: null },
      due: [],
    });
  });

  it('without automatic payout, lists the payout as due and one request pays it', async () => {
    const { app, records } = server();
    await claimed(app);
    const alice = await signIn(app, ALICE_TOKEN);
    // On for all, off for #4: #4 waits for a click.
    await turnOn(app, alice);
    await turnOn(app, alice, { issueNumber: 4, enabled: false });
    records.set(issues, [byOcto('open')]);
    records.set(issues, [byOcto('merged')]);
    await contract(app);
    await settle(300);
    const before = fake.answered;
    const listed = await due(app, alice);
    const paid = await json(
      await send(app, 'POST', '/api/payments', { cookie: alice, body: { issueNumber: 4, payee: '$bob', amount: '0.01', note: '', idempotencyKey: 'due-click-0000000001' } }),
    );
    expect({
      before,
      listed: listed.body,
      paid: paid.status,
      after: fake.payRequests.length,
      dueAfter: (await due(app, alice)).body['payouts'],
    }).toEqual({
      before: 0,
      listed: {
        success: true,
        payouts: [{ issueNumber: 4, title: 'Issue 4', payee: 'bob', reason: 'claimant-work', satoshis: REWARD_SATOSHIS }],
        autoPayouts: [expect.objectContaining({ scope: 0, enabled: true }), expect.objectContaining({ scope: 4, enabled: false })],
      },
      paid: 201,
      after: 1,
      dueAfter: [],
    });
  });

  it('shows payouts due and payout choices to maintainers only', async () => {
    const { app } = server();
    const bob = await signIn(app, BOB_TOKEN);
    const answers = await Promise.all([
      send(app, 'GET', '/api/payments/due'),
      send(app, 'GET', '/api/payments/due', { cookie: bob }),
      send(app, 'PUT', '/api/payments/auto', { cookie: bob, body: { enabled: true } }),
      send(app, 'PUT', '/api/payments/auto', { cookie: await signIn(app, ALICE_TOKEN), body: { enabled: 'yes' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 403, 400]);
  });
});
