import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { escrowServerEnv } from '../support/escrowServerEnv';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { hubOn } from '../../src/composition/server/openHub';
import { escrowBalance } from '../../src/domain/payments/escrow/escrowLedger';
import { bothDatabases } from '../support/databases';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { StubWallet, hubDatabasePerTest, linkGitHub, rememberHub, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';
import { json, settle, until } from '../support/eventually';

/**
 * Funded bounties on a connected repository (issue 36): sandbox_alice connects acme/tools (its admin in the sample,
 * as GitHub's sandbox-alice) and funds its #7 and #8 (1,000 BAPP, 0.05 BSV at 0.00005 BSV per BAPP); sandbox_bob
 * claims #7 as octo-gh. The operator's repository has a #7 of its own, funded and paid apart.
 */
const ALICE = sandboxToken({ handle: 'sandbox_alice', displayName: '' });
const BOB = sandboxToken({ handle: 'sandbox_bob', displayName: '' });
const REWARD = 5_000_000;
const TOOLS = 'acme/tools';
const toolsIssues = [issueRecord(7), issueRecord(8)];
const byOcto = (merged: boolean) => pullRecord(70, 7, { state: merged ? 'closed' : 'open', merged, authorLogin: 'octo-gh' });

type Json = Record<string, unknown>;

describe.each(bothDatabases())('funded bounties on a connected repository, on $name', { timeout: 20_000 }, (database) => {
  const connectionOf = hubDatabasePerTest(database);

  /** A server on the test database (two share it, as two servers share PostgreSQL), with one sandbox wallet. */
  function server(gateway: SandboxPaymentGateway) {
    const wallet = new StubWallet({ [ALICE]: 'sandbox_alice', [BOB]: 'sandbox_bob' });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway });
    const tools = new MemoryContractRecords(toolsIssues, []);
    const operator = new MemoryContractRecords([issueRecord(7)], []);
    const env = escrowServerEnv('sandbox_carol');
    const connectedRecords = (fullName: string) => (fullName === TOOLS ? tools : new MemoryContractRecords());
    const app = serverFor(env, { hub, profileProvider: wallet, contractRecords: operator, connectedRecords });
    rememberHub(app, hub);
    return { app, hub, tools, operator };
  }
  type Server = ReturnType<typeof server>;

  async function connectTools(app: Server['app']): Promise<{ id: string; alice: string }> {
    const alice = await signIn(app, ALICE);
    await linkGitHub(app, alice, 'sandbox-alice', 'sandbox_alice');
    const made = await json(send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: TOOLS } }));
    expect(made.status).toBe(201);
    return { id: (made.body['repository'] as { id: string }).id, alice };
  }
  const fund = (app: Server['app'], cookie: string, id: string, issueNumber: number, amount = '0.05') =>
    json(send(app, 'POST', `/api/repositories/${id}/contracts/${issueNumber}/funding`, { cookie, body: { amount } }));
  const ledger = (hub: Server['hub'], repository = TOOLS) => hub.escrowLedger!.all(repository);

  it('funds acme/tools#7 from its maintainer’s wallet; only the person who connected it may fund, an unknown id is 404', async () => {
    const gateway = new SandboxPaymentGateway();
    const { app, hub } = server(gateway);
    const { id, alice } = await connectTools(app);
    const bob = await signIn(app, BOB);
    const before = gateway.balanceOf('sandbox_alice');
    const refused = [await fund(app, bob, id, 7), await fund(app, alice, 'AAAAAAAAAAAAAAAA', 7), await fund(app, alice, id, 99), await fund(app, alice, id, 7, '0.04')];
    expect(refused.map(({ status, body }) => [status, body['code']])).toEqual([
      [403, 'not-maintainer'],
      [404, 'repository-not-found'],
      [404, 'contract-not-found'],
      [422, 'amount-not-reward'],
    ]);
    const funded = await fund(app, alice, id, 7);
    expect(funded).toMatchObject({ status: 201, body: { escrow: { repository: TOOLS, issueNumber: 7, funder: 'sandbox_alice', satoshis: REWARD, state: 'held' } } });
    expect([before - gateway.balanceOf('sandbox_alice'), gateway.balanceOf('sandbox_escrow')]).toEqual([REWARD, REWARD]);
    expect(await ledger(hub, '')).toEqual([]);
    const board = (await (await send(app, 'GET', `/api/bounties?repository=${TOOLS}&funded=true`)).json()) as { bounties: { issueNumber: number; fundedSatoshis: number }[] };
    expect(board.bounties.map(({ issueNumber, fundedSatoshis }) => [issueNumber, fundedSatoshis])).toEqual([[7, REWARD]]);
  });

  it('pays the verified claimant of acme/tools#7 from escrow exactly once (two servers, the same delivery twice), apart from the operator’s #7', async () => {
    const gateway = new SandboxPaymentGateway();
    const first = server(gateway);
    const second = server(gateway);
    const { id, alice } = await connectTools(first.app);
    const bob = await signIn(first.app, BOB);
    await linkGitHub(first.app, bob, 'octo-gh', 'sandbox_bob');
    const claimed = await send(first.app, 'POST', `/api/repositories/${id}/claims`, { cookie: bob, body: { issueNumber: 7, githubUsername: 'octo-gh', handcashHandle: '$sandbox_bob', estimatedDays: 7 } });
    expect(claimed.status).toBe(201);
    expect((await fund(first.app, alice, id, 7)).status).toBe(201);
    for (const { app } of [first, second]) await send(app, 'GET', '/api/bounties');
    const bobBefore = gateway.balanceOf('sandbox_bob');
    // Another login's merged pull request pays nothing: the claimant's own, opened after the claim, pays.
    for (const { tools } of [first, second]) tools.set(toolsIssues, [pullRecord(71, 7, { authorLogin: 'mallory' }), byOcto(false)]);
    for (const { tools } of [first, second]) tools.set(toolsIssues, [byOcto(true)]);
    for (const { tools } of [first, second]) tools.set(toolsIssues, [byOcto(true)]);
    await until(async () => (await ledger(first.hub))[0]?.state === 'paid');
    await settle(200);
    expect([gateway.balanceOf('sandbox_bob') - bobBefore, gateway.balanceOf('sandbox_escrow')]).toEqual([REWARD, 0]);
    expect(escrowBalance(await ledger(first.hub))).toEqual({ funded: REWARD, paid: REWARD, refunded: 0, held: 0 });
    const paid = (await first.hub.repositoryPayments!(TOOLS).list()).map(({ issueNumber, payer, payee, satoshis, state }) => ({ issueNumber, payer, payee, satoshis, state }));
    expect(paid).toEqual([{ issueNumber: 7, payer: 'sandbox_escrow', payee: 'sandbox_bob', satoshis: REWARD, state: 'paid' }]);
    // The operator's #7 is another contract: its own payment can still be made and kept beside acme/tools#7's.
    expect(await first.hub.payments!.list()).toEqual([]);
    const operatorPaid = await first.hub.payments!.pay('sandbox_alice', ALICE, 7, { payee: 'sandbox_bob', satoshis: 1_000, note: 'operator #7', idempotencyKey: 'operator-seven-key-0001' });
    expect(operatorPaid.kind).toBe('paid');
    expect((await first.hub.payments!.list()).map(({ issueNumber, payer }) => [issueNumber, payer])).toEqual([[7, 'sandbox_alice']]);
    expect(await first.hub.repositoryPayments!(TOOLS).list()).toHaveLength(1);
    // The payments' list (the Paid out figures and the leaderboard) counts both repositories, each named.
    const listed = (await json(send(first.app, 'GET', '/api/payments'))).body['payments'] as Json[];
    expect(listed.map(({ repository, issueNumber, payee }) => [repository ?? '', issueNumber, payee]).sort()).toEqual([
      ['', 7, 'sandbox_bob'],
      [TOOLS, 7, 'sandbox_bob'],
    ]);
    const cancel = await json(send(first.app, 'POST', `/api/repositories/${id}/contracts/7/funding/cancel`, { cookie: alice }));
    expect([cancel.status, cancel.body['code']]).toEqual([409, 'payout-due']);
  });

  it('refunds acme/tools#8 exactly once when it closes unmerged, and the maintainer’s cancel of a held bounty once', async () => {
    const gateway = new SandboxPaymentGateway();
    const first = server(gateway);
    const second = server(gateway);
    const { id, alice } = await connectTools(first.app);
    const before = gateway.balanceOf('sandbox_alice');
    expect((await fund(first.app, alice, id, 8)).status).toBe(201);
    expect((await fund(first.app, alice, id, 7)).status).toBe(201);
    for (const { app } of [first, second]) await send(app, 'GET', '/api/bounties');
    const closed = [issueRecord(7), issueRecord(8, { state: 'closed' })];
    for (const { tools } of [first, second]) tools.set(closed, []);
    for (const { tools } of [first, second]) tools.set(closed, []);
    await until(async () => (await ledger(first.hub)).find((entry) => entry.issueNumber === 8)?.state === 'refunded');
    const cancels = await Promise.all([1, 2].map(() => json(send(first.app, 'POST', `/api/repositories/${id}/contracts/7/funding/cancel`, { cookie: alice }))));
    // One cancel refunds (200). The other finds the bounty refunded (409), or, when it reads the entry while the first
    // still holds its lease, an outcome not known yet (202 `pending-check`, never "not paid"): either way no second refund.
    const statuses = cancels.map(({ status }) => status).sort();
    expect(statuses[0]).toBe(200);
    expect([202, 409]).toContain(statuses[1]);
    await settle(200);
    expect([gateway.balanceOf('sandbox_alice'), gateway.balanceOf('sandbox_escrow')]).toEqual([before, 0]);
    expect(escrowBalance(await ledger(first.hub))).toEqual({ funded: 2 * REWARD, paid: 0, refunded: 2 * REWARD, held: 0 });
  });

  it('refunds every funded bounty before the repository is disconnected', async () => {
    const gateway = new SandboxPaymentGateway();
    const { app, hub } = server(gateway);
    const { id, alice } = await connectTools(app);
    const before = gateway.balanceOf('sandbox_alice');
    expect((await fund(app, alice, id, 7)).status).toBe(201);
    expect((await send(app, 'DELETE', `/api/repositories/${id}`, { cookie: alice })).status).toBe(200);
    expect(gateway.balanceOf('sandbox_alice')).toBe(before);
    expect(escrowBalance(await ledger(hub))).toEqual({ funded: REWARD, paid: 0, refunded: REWARD, held: 0 });
  });
});
