import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { escrowServerEnv } from '../support/escrowServerEnv';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { hubOn } from '../../src/composition/server/openHub';
import type { GitHubPullRequestInput } from '../../src/domain/contracts/githubRecords';
import { escrowBalance } from '../../src/domain/payments/escrow/escrowLedger';
import { bothDatabases } from '../support/databases';
import { PRODUCT_REPOSITORY } from '../../src/adapters/config/serverConstants';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { StubWallet, hubDatabasePerTest, linkGitHub, rememberHub, send, signIn } from './hubFixture';
import { listedContracts } from './listedContracts';
import { serverFor } from './serverFixture';
import { json, settle, until } from '../support/eventually';

/**
 * Issue 4 and 5 are bounties of 1,000 BAPP; at 0.00005 BSV per BAPP each reward is 0.05 BSV (5,000,000 satoshis).
 * Alice maintains and funds, Bob claims #4 as GitHub's octo-gh. The sandbox wallet pays, its escrow account holds.
 */
const ALICE = sandboxToken({ handle: 'sandbox_alice', displayName: '' });
const BOB = sandboxToken({ handle: 'sandbox_bob', displayName: '' });
const REWARD = 5_000_000;
/** The embedded default serves the product's repository (no `GITHUB_REPO`). */
const REPOSITORY = PRODUCT_REPOSITORY;
const issues = [issueRecord(4), issueRecord(5)];
const byOcto = (merged: boolean): GitHubPullRequestInput => pullRecord(40, 4, { state: merged ? 'closed' : 'open', merged, authorLogin: 'octo-gh' });

type Json = Record<string, unknown>;

describe.each(bothDatabases())('funded bounties in escrow, on $name', { timeout: 15_000 }, (database) => {
  const connectionOf = hubDatabasePerTest(database);

  /** A server on the test database (two share it as two servers share PostgreSQL), with one sandbox wallet. */
  function server(gateway = new SandboxPaymentGateway(), records = new MemoryContractRecords(issues, [])) {
    const wallet = new StubWallet({ [ALICE]: 'sandbox_alice', [BOB]: 'sandbox_bob' });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway });
    const env = escrowServerEnv('sandbox_alice');
    const app = serverFor(env, { hub, profileProvider: wallet, contractRecords: records });
    rememberHub(app, hub);
    return { app, records, hub, gateway };
  }
  type Server = ReturnType<typeof server>;

  const fund = (app: Server['app'], cookie: string, issueNumber = 4, amount = '0.05') =>
    json(send(app, 'POST', `/api/contracts/${issueNumber}/funding`, { cookie, body: { amount } }));
  /** Bob, linked to GitHub as octo-gh, claims #4. */
  async function claim(app: Server['app'], bob: string) {
    await linkGitHub(app, bob, 'octo-gh', 'sandbox_bob');
    const answer = await send(app, 'POST', '/api/claims', { cookie: bob, body: { issueNumber: 4, githubUsername: 'octo-gh', handcashHandle: '$sandbox_bob', estimatedDays: 7 } });
    expect(answer.status).toBe(201);
  }
  const ledger = (hub: Server['hub']) => hub.escrowLedger!.all(REPOSITORY);
  const balanceOf = (gateway: SandboxPaymentGateway, handle: string) => gateway.balanceOf(handle);
  const history = async (app: Server['app'], issueNumber = 4) =>
    ((await json(await send(app, 'GET', `/api/contracts/${issueNumber}/history`))).body['events'] as Json[]).map((event) => event['kind']);
  const inboxKinds = async (app: Server['app'], cookie: string) => ((await json(await send(app, 'GET', '/api/notices', { cookie }))).body['notices'] as Json[]).map((notice) => notice['kind']);

  it('funds a contract once from the maintainer’s wallet: held in escrow, shown in both answers, kept in the history and the inboxes', async () => {
    const { app, hub, gateway } = server();
    const alice = await signIn(app, ALICE);
    const bob = await signIn(app, BOB);
    await claim(app, bob);
    const before = balanceOf(gateway, 'sandbox_alice');
    const funded = await fund(app, alice);
    expect(funded).toMatchObject({ status: 201, body: { success: true, escrow: { repository: REPOSITORY, issueNumber: 4, funder: 'sandbox_alice', satoshis: REWARD, state: 'held' } } });
    expect((await fund(app, alice)).body).toMatchObject({ code: 'already-funded', status: 409 });
    const named = await listedContracts(await send(app, 'GET', '/api/contracts'));
    const compact = await listedContracts(await send(app, 'GET', '/api/contracts?form=compact'));
    expect([named, compact].map((listed) => listed.contracts.map((contract) => contract.fundedSatoshis ?? null))).toEqual([
      [REWARD, null],
      [REWARD, null],
    ]);
    expect([before - balanceOf(gateway, 'sandbox_alice'), balanceOf(gateway, 'sandbox_escrow')]).toEqual([REWARD, REWARD]);
    expect(escrowBalance(await ledger(hub))).toEqual({ funded: REWARD, paid: 0, refunded: 0, held: REWARD });
    // The bounty board's funded figure and filter, and the project's total, read the same ledger.
    const board = (await (await send(app, 'GET', '/api/bounties?funded=true')).json()) as { bounties: { issueNumber: number; fundedSatoshis: number }[] };
    expect(board.bounties.map(({ issueNumber, fundedSatoshis }) => [issueNumber, fundedSatoshis])).toEqual([[4, REWARD]]);
    const projects = (await (await send(app, 'GET', '/api/projects')).json()) as { projects: { operator: boolean; totals: { fundedSatoshis: number } }[] };
    expect(projects.projects.find((project) => project.operator)?.totals.fundedSatoshis).toBe(REWARD);
    expect(await history(app)).toContain('escrow-funded');
    expect([await inboxKinds(app, alice), await inboxKinds(app, bob)].map((kinds) => kinds.includes('escrow-funded'))).toEqual([true, true]);
  });

  it('refuses funding by a non-maintainer (403), of another amount than the reward (422), of no contract (404), and without an amount (400)', async () => {
    const { app } = server();
    const alice = await signIn(app, ALICE);
    const bob = await signIn(app, BOB);
    const answers = [await fund(app, bob), await fund(app, alice, 4, '0.04'), await fund(app, alice, 99), await fund(app, alice, 4, 'lots')];
    expect(answers.map(({ status, body }) => [status, body['code']])).toEqual([
      [403, 'not-maintainer'],
      [422, 'amount-not-reward'],
      [404, 'contract-not-found'],
      [400, 'invalid-amount'],
    ]);
  });

  it('pays the claimant from escrow exactly once on merge, with two servers and the same delivery twice; no maintainer clicks', async () => {
    const gateway = new SandboxPaymentGateway();
    const first = server(gateway);
    const second = server(gateway);
    const alice = await signIn(first.app, ALICE);
    const bob = await signIn(first.app, BOB);
    await claim(first.app, bob);
    expect((await fund(first.app, alice)).status).toBe(201);
    for (const { app } of [first, second]) await send(app, 'GET', '/api/contracts');
    const bobBefore = balanceOf(gateway, 'sandbox_bob');
    for (const { records } of [first, second]) records.set(issues, [byOcto(false)]);
    for (const { records } of [first, second]) records.set(issues, [byOcto(true)]);
    // The same delivery again: nothing more is paid.
    for (const { records } of [first, second]) records.set(issues, [byOcto(true)]);
    await until(async () => (await ledger(first.hub))[0]?.state === 'paid');
    await settle(200);
    const payments = (await json(await send(first.app, 'GET', '/api/payments'))).body['payments'] as Json[];
    expect(payments.map(({ issueNumber, payer, payee, satoshis }) => ({ issueNumber, payer, payee, satoshis }))).toEqual([
      { issueNumber: 4, payer: 'sandbox_escrow', payee: 'sandbox_bob', satoshis: REWARD },
    ]);
    expect([balanceOf(gateway, 'sandbox_bob') - bobBefore, balanceOf(gateway, 'sandbox_escrow')]).toEqual([REWARD, 0]);
    expect(escrowBalance(await ledger(first.hub))).toEqual({ funded: REWARD, paid: REWARD, refunded: 0, held: 0 });
    expect((await json(await send(first.app, 'POST', '/api/contracts/4/funding/cancel', { cookie: alice }))).body['code']).toBe('payout-due');
  });

  it('refunds the funder exactly once when the issue closes without a paying merge', async () => {
    const gateway = new SandboxPaymentGateway();
    const first = server(gateway);
    const second = server(gateway);
    const alice = await signIn(first.app, ALICE);
    const before = balanceOf(gateway, 'sandbox_alice');
    expect((await fund(first.app, alice, 5)).status).toBe(201);
    for (const { app } of [first, second]) await send(app, 'GET', '/api/contracts');
    const closed = [issueRecord(4), issueRecord(5, { state: 'closed' })];
    for (const { records } of [first, second]) records.set(closed, []);
    for (const { records } of [first, second]) records.set(closed, []);
    await until(async () => (await ledger(first.hub))[0]?.state === 'refunded');
    await settle(200);
    expect([balanceOf(gateway, 'sandbox_alice'), balanceOf(gateway, 'sandbox_escrow')]).toEqual([before, 0]);
    expect(escrowBalance(await ledger(first.hub))).toEqual({ funded: REWARD, paid: 0, refunded: REWARD, held: 0 });
    expect((await history(first.app, 5)).filter((kind) => kind === 'escrow-refunded')).toHaveLength(1);
    expect(await inboxKinds(first.app, alice)).toContain('escrow-refunded');
  });

  it('refunds once when the maintainer cancels; a second cancel is refused (already-refunded), and the card no longer shows Funded', async () => {
    const { app, hub, gateway } = server();
    const alice = await signIn(app, ALICE);
    const before = balanceOf(gateway, 'sandbox_alice');
    await fund(app, alice);
    const cancels = await Promise.all([1, 2, 3].map(() => json(send(app, 'POST', '/api/contracts/4/funding/cancel', { cookie: alice }))));
    expect(cancels.filter(({ status }) => status === 200)).toHaveLength(1);
    // The others find the bounty refunded or busy (409), or, reading the entry while the first still holds its lease,
    // an outcome not known yet (202 `pending-check`, never "not paid"): no second refund either way.
    const others = cancels.filter(({ status }) => status !== 200).map(({ status, body }) => `${status} ${String(body['code'])}`);
    expect(others).toHaveLength(2);
    for (const other of others) expect(other).toMatch(/^(409 already-refunded|409 escrow-busy|202 pending-check)$/);
    const again = await json(await send(app, 'POST', '/api/contracts/4/funding/cancel', { cookie: alice }));
    expect([again.status, again.body['code']]).toEqual([409, 'already-refunded']);
    expect(balanceOf(gateway, 'sandbox_alice')).toBe(before);
    expect(escrowBalance(await ledger(hub))).toEqual({ funded: REWARD, paid: 0, refunded: REWARD, held: 0 });
    const listed = await listedContracts(await send(app, 'GET', '/api/contracts'));
    expect(listed.contracts.map((contract) => contract.fundedSatoshis ?? null)).toEqual([null, null]);
  });
});
