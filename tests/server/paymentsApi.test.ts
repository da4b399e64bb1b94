import { problemBody } from './problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { HandCashSdkPaymentGateway } from '../../src/adapters/handcash/handCashSdkPaymentGateway';
import { hubOn } from '../../src/composition/server/openHub';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { pgliteDatabase } from '../support/databases';
import { startFakeHandCashWallet, type FakeHandCashWallet } from './fakeHandCashWallet';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { SqlClaimRepository } from '../../src/adapters/database/sqlClaimRepository';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { issueRecord, pullRecord } from '../support/contractRecords';

/**
 * Issue 12 is completed: octo-gh claimed it as $octo and authored the merged pull request #40, so $octo is paid.
 * Issue 13 is still open and available. (Who may be paid is tested in `contractRulesApi.test.ts`.)
 */
const completedRecords = () => new MemoryContractRecords([issueRecord(12), issueRecord(13)], [pullRecord(40, 12, { state: 'closed', merged: true, authorLogin: 'octo-gh' })]);


const database = pgliteDatabase();
let connection: DatabaseConnection;
let fake: FakeHandCashWallet;
beforeAll(async () => {
  connection = await database.open();
  fake = await startFakeHandCashWallet();
}, 60_000);
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  await connection.db.execute(sql`TRUNCATE sessions, github_links, github_sign_ins, claims, payments`);
  fake.payRequests.length = 0;
  fake.transactionIds.length = 0;
  fake.mode = 'paid';
  fake.answered = 0;
  const claimedAt = Date.now() - 1000;
  await new SqlClaimRepository(connection.db).place({ issueNumber: 12, githubUsername: 'octo-gh', handcashHandle: 'octo', claimedBy: 'bob', claimedAt, deadline: claimedAt + 7 * DAY_MS }, claimedAt);
});

/** The server on PGlite, paying through HandCash's SDK at the fake; Alice is the maintainer, Bob is not. */
/** HandCash's answer is awaited `timeoutMs` (generous by default: the machine may be busy). */
function paymentsServer(timeoutMs = 5_000) {
  const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
  const gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs, lateAnswerMs: 5_000 });
  const hub = hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway, timings: { leaseMs: timeoutMs + 100, waitMs: 8_000, pollMs: 20 } });
  return serverFor({ MAINTAINER_HANDLES: '$Alice', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, contractRecords: completedRecords() });
}

type App = ReturnType<typeof paymentsServer>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
let keys = 0;
const order = (issueNumber = 12, extra: Record<string, unknown> = {}) => ({
  issueNumber,
  payee: '$octo',
  amount: '0.02',
  note: 'Thanks for #12',
  idempotencyKey: `key-${String((keys += 1)).padStart(16, '0')}`,
  ...extra,
});
const pay = async (app: App, cookie: string, body: unknown) => json(await send(app, 'POST', '/api/payments', { cookie, body }));
const listed = async (app: App) => (await json(await send(app, 'GET', '/api/payments'))).body['payments'];
const paidPayment = (transactionId: string) =>
  expect.objectContaining({ issueNumber: 12, payer: 'alice', payee: 'octo', satoshis: 2_000_000, note: 'Thanks for #12', state: 'paid', transactionId });

describe('paying a contract through HandCash', () => {
  it('pays through the SDK, records the payment, and everyone sees it', async () => {
    const app = paymentsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const answer = await pay(app, alice, order());
    expect(answer).toEqual({ status: 201, body: { success: true, replayed: false, payment: paidPayment('fake-tx-0001') } });
    expect(await listed(app)).toEqual([paidPayment('fake-tx-0001')]);
    const [request] = fake.payRequests;
    expect(request?.body).toEqual(
      expect.objectContaining({ instrumentCurrencyCode: 'BSV', note: 'Thanks for #12', receivers: [{ sendAmount: 0.02, destination: 'octo' }] }),
    );
    expect([request?.headers['app-id'], request?.headers['app-secret'], typeof request?.headers['oauth-signature']]).toEqual(['test-app', 'test-secret', 'string']);
  });

  it.each([
    ['insufficient-balance'],
    ['spend-limit'],
    ['unknown-payee'],
  ] as const)('answers the refusal %s and records nothing', async (mode) => {
    const app = paymentsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    fake.mode = mode;
    expect(await pay(app, alice, order())).toEqual({ status: 422, body: problemBody(422, mode) });
    expect(await listed(app)).toEqual([]);
    fake.mode = 'paid';
    expect((await pay(app, alice, order())).status).toBe(201);
  });

  it('ends the session when HandCash refuses the authorization (401)', async () => {
    const app = paymentsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    fake.mode = 'unauthorized';
    expect(await pay(app, alice, order())).toEqual({
      status: 401,
      body: problemBody(401, 'authentication-expired'),
    });
    expect((await send(app, 'GET', '/api/session', { cookie: alice })).status).toBe(401);
    expect(await listed(app)).toEqual([]);
  });

  it('refuses signed-out (401), non-maintainer and cross-site (403) and bad fields (400), asking nobody', async () => {
    const app = paymentsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const bob = await signIn(app, BOB_TOKEN);
    const answers = [
      (await json(await send(app, 'POST', '/api/payments', { body: order() }))).status,
      await pay(app, bob, order()),
      (await send(app, 'POST', '/api/payments', { cookie: alice, body: order(), headers: { Origin: 'https://evil.example' } })).status,
      (await pay(app, alice, order(12, { amount: '0' }))).body['code'],
      (await pay(app, alice, order(12, { payee: '$' }))).body['code'],
    ];
    expect(answers).toEqual([
      401,
      { status: 403, body: problemBody(403, 'not-maintainer') },
      403,
      'invalid-amount',
      'invalid-payee',
    ]);
    expect(fake.payRequests).toEqual([]);
  });

  it('answers a retry and a second request with the recorded payment, never paying twice', async () => {
    const app = paymentsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const first = order();
    await pay(app, alice, first);
    const again = await pay(app, alice, first);
    const other = await pay(app, alice, order(12));
    expect([again, other]).toEqual([
      { status: 200, body: { success: true, replayed: true, payment: paidPayment('fake-tx-0001') } },
      { status: 200, body: { success: true, replayed: true, payment: paidPayment('fake-tx-0001') } },
    ]);
    expect(fake.payRequests).toHaveLength(1);
  });

  it('records a timeout as pending check, and reconciles it before anything else is paid', async () => {
    const app = paymentsServer(300);
    const alice = await signIn(app, ALICE_TOKEN);
    fake.mode = 'slow';
    fake.delayMs = 3_000;
    const timedOut = await pay(app, alice, order());
    expect(timedOut).toEqual({
      status: 202,
      body: expect.objectContaining({ success: false, code: 'pending-check', payment: expect.objectContaining({ state: 'pending-check', transactionId: null }) }),
    });
    expect(await listed(app)).toEqual([expect.objectContaining({ issueNumber: 12, state: 'pending-check' })]);
    fake.mode = 'paid';
    // HandCash has not answered yet: the check cannot tell, so nothing else is paid.
    expect((await pay(app, alice, order(12))).status).toBe(202);
    // Once HandCash's late answer is in, the next request finds the payment and answers it; none pays again.
    let answer = await pay(app, alice, order(12));
    for (let tries = 0; answer.status === 202 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await pay(app, alice, order(12));
    }
    expect([fake.answered, answer]).toEqual([1, { status: 200, body: { success: true, replayed: true, payment: paidPayment('fake-tx-0001') } }]);
    expect(fake.payRequests).toHaveLength(1);
  }, 20_000);

  it('lists payments but pays nothing when no wallet is configured (503)', async () => {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice' });
    const hub = hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now);
    const app = serverFor({ MAINTAINER_HANDLES: 'alice', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, contractRecords: completedRecords() });
    const alice = await signIn(app, ALICE_TOKEN);
    expect([await listed(app), (await pay(app, alice, order())).body['code'], fake.payRequests]).toEqual([[], 'no-wallet', []]);
  });

  it('makes exactly one payment at HandCash for 20 simultaneous requests on one contract', async () => {
    const app = paymentsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    fake.fastDelayMs = 150;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(app, alice, order())));
    fake.fastDelayMs = 50;
    expect(fake.payRequests).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => (answer.body['payment'] as { transactionId: string }).transactionId))).toEqual(new Set(['fake-tx-0001']));
    expect(await listed(app)).toEqual([paidPayment('fake-tx-0001')]);
  }, 20_000);
});
