import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { SANDBOX_ESCROW_ACCOUNT, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { escrowServerEnv } from '../support/escrowServerEnv';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { hubOn } from '../../src/composition/server/openHub';
import { escrowBalance } from '../../src/domain/payments/escrow/escrowLedger';
import { err, type Result } from '../../src/domain/shared/result';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentIdentity, PaymentOrder } from '../../src/ports/paymentGateway.port';
import { bothDatabases } from '../support/databases';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { json, settle, until } from '../support/eventually';
import { StubWallet, hubDatabasePerTest, linkGitHub, rememberHub, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

/**
 * The escrow of a connected repository after a restart (issue 36): sandbox_alice connects acme/tools and funds #7
 * (claimed by sandbox_bob as octo-gh) and #8; the wallet's answer to the payout of #7 (on its merge) and to the refund
 * of #8 (closed unmerged) is lost; the server stops, and the next one, leading the scheduled jobs, sweeps them. The
 * operator's repository has a #7 of its own, whose payment's answer was lost too: it is not the sweep's.
 */
const ALICE = sandboxToken({ handle: 'sandbox_alice', displayName: '' });
const BOB = sandboxToken({ handle: 'sandbox_bob', displayName: '' });
const REWARD = 5_000_000;
const TOOLS = 'acme/tools';
const funded = [issueRecord(7), issueRecord(8)];
const ended = [issueRecord(7), issueRecord(8, { state: 'closed' })];
const mergedByOcto = pullRecord(70, 7, { state: 'closed', merged: true, authorLogin: 'octo-gh' });

/**
 * The sandbox wallet, whose answers can be lost: `after-paying` (it paid, the server hears a timeout), `before-paying`
 * (it never paid); its history may be `unknown`. Counts every payment it was asked to make.
 */
class LosingWallet implements PaymentGateway {
  lose: 'nothing' | 'after-paying' | 'before-paying' = 'nothing';
  history: 'answers' | 'unknown' = 'answers';
  readonly asked: string[] = [];
  constructor(readonly sandbox: SandboxPaymentGateway) {}
  async pay(authToken: string, order: PaymentOrder): Promise<Result<{ readonly transactionId: string }, PayError>> {
    this.asked.push(order.reference);
    if (this.lose === 'before-paying') return err('timeout');
    const answer = await this.sandbox.pay(authToken, order);
    return this.lose === 'after-paying' && answer.ok ? err('timeout') : answer;
  }
  async findPayment(authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer> {
    return this.history === 'unknown' ? err('unknown') : this.sandbox.findPayment(authToken, identity);
  }
}

describe.each(bothDatabases())('the escrow sweep of a connected repository after a restart, on $name', { timeout: 30_000 }, (database) => {
  const connectionOf = hubDatabasePerTest(database);

  /** A server on the test database reading `tools` for acme/tools; `runTimers`: it runs the scheduled jobs. */
  function server(wallet: LosingWallet, tools: MemoryContractRecords, runTimers: boolean) {
    const stub = new StubWallet({ [ALICE]: 'sandbox_alice', [BOB]: 'sandbox_bob' });
    const hub = hubOn(connectionOf(), stub, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway: wallet, timings: { leaseMs: 3_000, waitMs: 6_000, pollMs: 20 } });
    const env = escrowServerEnv('sandbox_carol');
    const operator = new MemoryContractRecords([issueRecord(7)], []);
    const connectedRecords = (fullName: string) => (fullName === TOOLS ? tools : new MemoryContractRecords());
    const app = serverFor(env, { hub, profileProvider: stub, contractRecords: operator, connectedRecords, runTimers });
    rememberHub(app, hub);
    return { app, hub };
  }

  /**
   * Before the stop: acme/tools connected, #7 claimed by sandbox_bob and funded, #8 funded; then, their answers lost
   * as `lose` says, #7's pull request merges and #8 closes; the operator's #7 is paid, its answer lost as well.
   */
  async function beforeTheStop(wallet: LosingWallet, lose: LosingWallet['lose']) {
    const tools = new MemoryContractRecords(funded, []);
    const { app, hub } = server(wallet, tools, false);
    const alice = await signIn(app, ALICE);
    await linkGitHub(app, alice, 'sandbox-alice', 'sandbox_alice');
    const id = ((await json(send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: TOOLS } }))).body['repository'] as { id: string }).id;
    const bob = await signIn(app, BOB);
    await linkGitHub(app, bob, 'octo-gh', 'sandbox_bob');
    const claim = { issueNumber: 7, githubUsername: 'octo-gh', handcashHandle: '$sandbox_bob', estimatedDays: 7 };
    expect((await send(app, 'POST', `/api/repositories/${id}/claims`, { cookie: bob, body: claim })).status).toBe(201);
    for (const issueNumber of [7, 8]) {
      expect((await send(app, 'POST', `/api/repositories/${id}/contracts/${issueNumber}/funding`, { cookie: alice, body: { amount: '0.05' } })).status).toBe(201);
    }
    await send(app, 'GET', '/api/bounties');
    wallet.lose = lose;
    tools.set(ended, [mergedByOcto]);
    await until(async () => (await hub.escrowLedger!.all(TOOLS)).map(({ state }) => state).join() === 'paying,refunding');
    const operatorPaid = await hub.payments!.pay('sandbox_alice', ALICE, 7, { payee: 'sandbox_bob', satoshis: 1_000, note: 'operator #7', idempotencyKey: 'operator-seven-key-0001' });
    expect(operatorPaid.kind).toBe('pending-check');
    expect((await hub.repositoryPayments!(TOOLS).list()).map(({ issueNumber, state }) => [issueNumber, state])).toEqual([[7, 'pending-check']]);
    wallet.lose = 'nothing';
    wallet.asked.length = 0;
  }

  /** What the escrow and the payments hold now. */
  async function afterwards(hub: ReturnType<typeof server>['hub']) {
    const entries = await hub.escrowLedger!.all(TOOLS);
    return {
      escrow: entries.map(({ issueNumber, state }) => [issueNumber, state]),
      balance: escrowBalance(entries),
      payouts: (await hub.repositoryPayments!(TOOLS).list()).map(({ issueNumber, payer, payee, satoshis, state }) => ({ issueNumber, payer, payee, satoshis, state })),
      operator: (await hub.payments!.list()).map(({ issueNumber, state }) => [issueNumber, state]),
    };
  }
  const settledState = {
    escrow: [
      [7, 'paid'],
      [8, 'refunded'],
    ],
    balance: { funded: 2 * REWARD, paid: REWARD, refunded: REWARD, held: 0 },
    payouts: [{ issueNumber: 7, payer: SANDBOX_ESCROW_ACCOUNT.handle, payee: 'sandbox_bob', satoshis: REWARD, state: 'paid' }],
    operator: [[7, 'pending-check']],
  };

  it('records as paid what the wallet paid before the answer was lost, paying nothing again; the operator’s #7 stays apart', async () => {
    const sandbox = new SandboxPaymentGateway();
    const wallet = new LosingWallet(sandbox);
    await beforeTheStop(wallet, 'after-paying');
    const bob = sandbox.balanceOf('sandbox_bob');
    const alice = sandbox.balanceOf('sandbox_alice');
    const { hub } = server(wallet, new MemoryContractRecords(ended, [mergedByOcto]), true);
    await until(async () => (await afterwards(hub)).balance.held === 0);
    await settle(300);
    expect(await afterwards(hub)).toEqual(settledState);
    expect([wallet.asked, sandbox.balanceOf('sandbox_bob') - bob, sandbox.balanceOf('sandbox_alice') - alice]).toEqual([[], 0, 0]);
  });

  it('pays and refunds once what the wallet never paid, with two servers sweeping', async () => {
    const sandbox = new SandboxPaymentGateway();
    const wallet = new LosingWallet(sandbox);
    await beforeTheStop(wallet, 'before-paying');
    const bob = sandbox.balanceOf('sandbox_bob');
    const alice = sandbox.balanceOf('sandbox_alice');
    const servers = [server(wallet, new MemoryContractRecords(ended, [mergedByOcto]), true), server(wallet, new MemoryContractRecords(ended, [mergedByOcto]), true)];
    await until(async () => (await afterwards(servers[0]!.hub)).balance.held === 0);
    await settle(500);
    expect(await afterwards(servers[1]!.hub)).toEqual(settledState);
    expect([wallet.asked.sort(), sandbox.balanceOf('sandbox_bob') - bob, sandbox.balanceOf('sandbox_alice') - alice]).toEqual([
      [`escrow-payout-${TOOLS}#7`, `escrow-refund:${TOOLS}#8`],
      REWARD,
      REWARD,
    ]);
  });

  it('leaves a payout pending while the wallet cannot say, and settles it once the wallet answers', async () => {
    const sandbox = new SandboxPaymentGateway();
    const wallet = new LosingWallet(sandbox);
    await beforeTheStop(wallet, 'after-paying');
    wallet.history = 'unknown';
    const tools = new MemoryContractRecords(ended, [mergedByOcto]);
    const { hub } = server(wallet, tools, true);
    await settle(1_000);
    const pending = await afterwards(hub);
    expect([pending.escrow, pending.payouts.map(({ state }) => state), wallet.asked]).toEqual([
      [
        [7, 'paying'],
        [8, 'refunding'],
      ],
      ['pending-check'],
      [],
    ]);
    wallet.history = 'answers';
    // GitHub's next change wakes the scheduled jobs: the sweep, not finished while answers were unknown, runs again.
    tools.set(ended, [mergedByOcto], 1);
    await until(async () => (await afterwards(hub)).balance.held === 0);
    expect([await afterwards(hub), wallet.asked]).toEqual([settledState, []]);
  });
});
