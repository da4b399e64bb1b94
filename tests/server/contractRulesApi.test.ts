import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { SqlContractHistory } from '../../src/adapters/database/sqlContractHistory';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { ok } from '../../src/domain/shared/result';
import type { PaymentGateway, PaymentOrder } from '../../src/ports/paymentGateway.port';
import { bothDatabases } from '../support/databases';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { ALICE_TOKEN, BOB_TOKEN, rememberHub, StubWallet, clock, hubDatabasePerTest, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

/** A wallet that pays every order it is given (and keeps them). */
class PayingWallet implements PaymentGateway {
  readonly orders: PaymentOrder[] = [];
  async pay(_token: string, order: PaymentOrder) {
    this.orders.push(order);
    return ok({ transactionId: `tx-${this.orders.length}` });
  }
  async findPayment() {
    return ok(null);
  }
}

/**
 * The repository: 1 available; 2 closed (completed); 3 assigned on GitHub to satoshi; 4 available (the tests claim it
 * as octo-gh, then octo-gh's pull request #40 is merged); 5 completed by mallory's merged pull request #50, unclaimed.
 * 1,000 BAPP at 0.00001 BSV per BAPP is 0.01 BSV.
 */
const records = () =>
  new MemoryContractRecords(
    [issueRecord(1), issueRecord(2, { state: 'closed' }), issueRecord(3, { assigneeLogin: 'satoshi' }), issueRecord(4), issueRecord(5)],
    [pullRecord(50, 5, { state: 'closed', merged: true, authorLogin: 'mallory' })],
  );

type Problem = { status: number; code?: string; [fact: string]: unknown };
const answerOf = async (response: Response): Promise<Problem> => {
  const body = (await response.json()) as Record<string, unknown>;
  const { type: _t, title: _ti, status: _s, success: _su, ...facts } = body;
  return { ...facts, status: response.status, contentType: response.headers.get('content-type') };
};
const problem = (status: number, code: string, facts: Record<string, unknown> = {}) => ({ status, code, contentType: 'application/problem+json', ...facts });

describe.each(bothDatabases())('contracts checked by the server, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  function server() {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const paying = new PayingWallet();
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), () => clock.now, { gateway: paying });
    const source = records();
    const app = serverFor({ MAINTAINER_HANDLES: 'alice', BSV_PER_BAPP: '0.00001', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, now: () => clock.now, contractRecords: source });
    rememberHub(app, hub);
    return { app, paying, source };
  }
  const claim = (issueNumber: number, githubUsername = 'octo-gh') => ({ issueNumber, githubUsername, handcashHandle: '$octo', estimatedDays: 7 });
  const order = (issueNumber: number, extra: Record<string, unknown> = {}) => ({
    issueNumber,
    payee: '$octo',
    amount: '0.01',
    note: '',
    idempotencyKey: `key-${issueNumber}-${String(Math.random()).slice(2, 14)}`,
    ...extra,
  });

  it('refuses a claim on a completed contract, one GitHub assigns to someone else, and a number that is no contract; places none', async () => {
    const { app } = server();
    const bob = await signIn(app, BOB_TOKEN, 'octo-gh');
    const answers = [];
    for (const issueNumber of [2, 3, 99]) answers.push(await answerOf(await send(app, 'POST', '/api/claims', { cookie: bob, body: claim(issueNumber) })));
    expect(answers).toEqual([
      problem(409, 'contract-not-available', { contractStatus: 'completed', holder: null }),
      problem(409, 'assigned-elsewhere', { assignee: 'satoshi' }),
      problem(404, 'contract-not-found'),
    ]);
    expect(await (await send(app, 'GET', '/api/claims')).json()).toEqual({ success: true, claims: [] });
  });

  it('refuses a claim on a contract someone holds, naming its status and holder', async () => {
    const { app } = server();
    expect((await send(app, 'POST', '/api/claims', { cookie: await signIn(app, ALICE_TOKEN, 'octo-gh'), body: claim(1) })).status).toBe(201);
    const taken = await answerOf(await send(app, 'POST', '/api/claims', { cookie: await signIn(app, BOB_TOKEN, 'bobby'), body: claim(1, 'bobby') }));
    const terms = { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 };
    const holder = { githubUsername: 'octo-gh', handcashHandle: 'octo', claimedBy: 'alice', claimedAt: clock.now, deadline: clock.now + 7 * DAY_MS, terms };
    expect(taken).toEqual(problem(409, 'contract-not-available', { contractStatus: 'claimed', holder }));
  });

  it('refuses to pay an available contract, a number that is no contract, the payer himself, a non-worker, another amount, or nobody known (404, 422); pays none', async () => {
    const { app, paying, source } = server();
    const bob = await signIn(app, BOB_TOKEN, 'octo-gh');
    expect((await send(app, 'POST', '/api/claims', { cookie: bob, body: claim(4) })).status).toBe(201);
    const issues = (await records().read()).records!.issues;
    source.set(issues, [pullRecord(40, 4, { state: 'closed', merged: true, authorLogin: 'octo-gh' }), pullRecord(50, 5, { state: 'closed', merged: true, authorLogin: 'mallory' })]);
    const alice = await signIn(app, ALICE_TOKEN);
    const answers = [];
    for (const body of [order(1), order(99), order(4, { payee: '$alice' }), order(4, { payee: '$mallory' }), order(4, { amount: '0.5' }), order(5)]) {
      answers.push(await answerOf(await send(app, 'POST', '/api/payments', { cookie: alice, body })));
    }
    expect(answers).toEqual([
      problem(422, 'contract-not-completed', { contractStatus: 'available' }),
      problem(404, 'contract-not-found'),
      problem(422, 'payee-is-payer'),
      problem(422, 'payee-not-worker', { worker: 'octo' }),
      problem(422, 'amount-not-reward', { rewardSatoshis: 1_000_000 }),
      problem(422, 'no-worker'),
    ]);
    expect([paying.orders, await (await send(app, 'GET', '/api/payments')).json()]).toEqual([[], { success: true, payments: [] }]);
  });

  it('pays the claimant who authored the merged pull request; another payee only with a written reason, kept in the history', async () => {
    const { app, paying, source } = server();
    expect((await send(app, 'POST', '/api/claims', { cookie: await signIn(app, BOB_TOKEN, 'octo-gh'), body: claim(4) })).status).toBe(201);
    const issues = (await records().read()).records!.issues;
    source.set(issues, [pullRecord(40, 4, { state: 'closed', merged: true, authorLogin: 'OCTO-GH' }), pullRecord(50, 5, { state: 'closed', merged: true, authorLogin: 'mallory' })]);
    const alice = await signIn(app, ALICE_TOKEN);
    const paid = await send(app, 'POST', '/api/payments', { cookie: alice, body: order(4) });
    const overridden = await send(app, 'POST', '/api/payments', { cookie: alice, body: order(5, { payee: '$mallory', amount: '0.02', overrideReason: 'Mallory did the work without a claim' }) });
    expect([paid.status, overridden.status, paying.orders.map((o) => [o.payee, o.satoshis])]).toEqual([201, 201, [['octo', 1_000_000], ['mallory', 2_000_000]]]);
    const history = await new SqlContractHistory(connectionOf().db).of(5);
    expect(history.map((event) => [event.kind, event.actor, event.detail])).toEqual([
      ['payout-override', 'alice', { payee: 'mallory', satoshis: 2_000_000, reason: 'Mallory did the work without a claim' }],
      ['paid', 'alice', { payee: 'mallory', satoshis: 2_000_000, transactionId: 'tx-2' }],
    ]);
  });

  it('keeps each contract’s activity (claimed, pull request opened, merged, paid) and tells the claimant, and the maintainers of the merge and the payment, in their inbox', async () => {
    const { app, source } = server();
    const bob = await signIn(app, BOB_TOKEN, 'octo-gh');
    expect((await send(app, 'POST', '/api/claims', { cookie: bob, body: claim(4) })).status).toBe(201);
    const issues = (await records().read()).records!.issues;
    const others = [pullRecord(50, 5, { state: 'closed', merged: true, authorLogin: 'mallory' })];
    source.set(issues, [pullRecord(40, 4, { authorLogin: 'octo-gh' }), ...others]);
    await send(app, 'GET', '/api/contracts');
    source.set(issues, [pullRecord(40, 4, { state: 'closed', merged: true, authorLogin: 'octo-gh' }), ...others]);
    await send(app, 'GET', '/api/contracts');
    type History = { events: { kind: string; actor: string | null }[] };
    const historyOf4 = async () => (await (await send(app, 'GET', '/api/contracts/4/history')).json()) as History;
    // GitHub's activity is kept beside the request that noticed it: wait until the merge is in.
    for (let tries = 0; tries < 50 && (await historyOf4()).events.length < 3; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const alice = await signIn(app, ALICE_TOKEN);
    expect((await send(app, 'POST', '/api/payments', { cookie: alice, body: order(4) })).status).toBe(201);
    const history = await historyOf4();
    type Inbox = { notices: { kind: string; issueNumber: number }[] };
    const inboxOf = async (cookie: string) => ((await (await send(app, 'GET', '/api/notices', { cookie })).json()) as Inbox).notices.map((notice) => [notice.kind, notice.issueNumber]);
    expect([
      history.events.map((event) => [event.kind, event.actor]),
      await inboxOf(bob),
      await inboxOf(alice),
      (await send(app, 'GET', '/api/contracts/99/history')).status,
    ]).toEqual([
      [
        ['claimed', 'bob'],
        ['pull-request-opened', 'octo-gh'],
        ['merged', 'octo-gh'],
        ['paid', 'alice'],
      ],
      [
        ['paid', 4],
        ['merged', 4],
        ['pull-request-opened', 4],
        ['claimed', 4],
      ],
      [
        ['paid', 4],
        ['merged', 4],
      ],
      404,
    ]);
  });
});
