import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { ok } from '../../src/domain/shared/result';
import type { PaymentGateway, PaymentOrder } from '../../src/ports/paymentGateway.port';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, clock, hubDatabasePerTest, rememberHub, send, signIn } from './hubFixture';
import { listedContracts } from './listedContracts';
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
 * The repository: 1 opened by a maintainer (a member); 2 by a stranger, unlabelled, saying "Bounty: 1% of tokens";
 * 3 by a stranger, with the `Bounty` label; 4 by a stranger, unlabelled and completed by a merged pull request.
 * 1,000 BAPP at 0.00001 BSV per BAPP is 1,000,000 satoshis.
 */
const issues = () => [
  issueRecord(1, { authorAssociation: 'MEMBER' }),
  issueRecord(2, { authorAssociation: 'NONE', body: 'Bounty: 1% of tokens' }),
  issueRecord(3, { authorAssociation: 'FIRST_TIME_CONTRIBUTOR', labels: ['Bounty'] }),
  issueRecord(4, { authorAssociation: 'CONTRIBUTOR', state: 'closed' }),
];
const pulls = [pullRecord(40, 4, { state: 'closed', merged: true, authorLogin: 'octo-gh' })];

describe.each(bothDatabases())('the trust rules of bounties, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  function server() {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const paying = new PayingWallet();
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), () => clock.now, { gateway: paying });
    const source = new MemoryContractRecords(issues(), pulls);
    const app = serverFor({ MAINTAINER_HANDLES: 'alice', BSV_PER_BAPP: '0.00001', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, now: () => clock.now, contractRecords: source });
    rememberHub(app, hub);
    return { app, paying, source };
  }
  const claim = (issueNumber: number) => ({ issueNumber, githubUsername: 'octo-gh', handcashHandle: '$octo', estimatedDays: 7 });
  const order = (issueNumber: number, amount = '0.01') => ({ issueNumber, payee: '$octo', amount, note: '', idempotencyKey: `key-${issueNumber}-${amount.replace('.', '')}-abcdefgh` });

  it('lists only a maintainer’s issue and a labelled stranger’s issue; a stranger’s unlabelled issue is no contract to claim or pay (404)', async () => {
    const { app, paying } = server();
    const listed = await listedContracts(await send(app, 'GET', '/api/contracts'));
    const bob = await signIn(app, BOB_TOKEN, 'octo-gh');
    const alice = await signIn(app, ALICE_TOKEN);
    const claimed = [];
    for (const issueNumber of [2, 3]) claimed.push((await send(app, 'POST', '/api/claims', { cookie: bob, body: claim(issueNumber) })).status);
    const stranger = await send(app, 'POST', '/api/claims', { cookie: bob, body: claim(4) });
    const paid = await send(app, 'POST', '/api/payments', { cookie: alice, body: order(4) });
    expect([
      listed.contracts.map((contract) => contract.githubIssueNumber),
      claimed,
      [stranger.status, ((await stranger.json()) as { code: string }).code],
      [paid.status, ((await paid.json()) as { code: string }).code],
      paying.orders,
    ]).toEqual([[1, 3], [404, 201], [404, 'contract-not-found'], [404, 'contract-not-found'], []]);
  });

  it('pays the reward the claim froze when the issue raised it after the claim, and shows both terms', async () => {
    const { app, paying, source } = server();
    expect((await send(app, 'POST', '/api/claims', { cookie: await signIn(app, BOB_TOKEN, 'octo-gh'), body: claim(1) })).status).toBe(201);
    // The author raises the reward to 1% of the tokens, and the claimant's pull request merges.
    const raised = issueRecord(1, { authorAssociation: 'MEMBER', state: 'closed', body: 'Bounty: 1% of tokens\n**Estimated Hours:** 2', updatedAt: 'raised' });
    source.set([raised], [pullRecord(10, 1, { state: 'closed', merged: true, authorLogin: 'octo-gh' })]);
    const [contract] = (await listedContracts(await send(app, 'GET', '/api/contracts?form=compact'))).contracts;
    const alice = await signIn(app, ALICE_TOKEN);
    const atRaised = await send(app, 'POST', '/api/payments', { cookie: alice, body: order(1, '100000') });
    const atFrozen = await send(app, 'POST', '/api/payments', { cookie: alice, body: order(1) });
    const claims = (await (await send(app, 'GET', '/api/claims')).json()) as { claims: { terms?: unknown }[] };
    expect([
      [contract?.status, contract?.rewardAmount, contract?.estimatedHours, contract?.assignee?.terms],
      [atRaised.status, ((await atRaised.json()) as { code: string; rewardSatoshis: number }).rewardSatoshis],
      atFrozen.status,
      paying.orders.map((each) => [each.payee, each.satoshis]),
      claims.claims.map((each) => each.terms),
    ]).toEqual([
      ['completed', 10_000_000, 2, { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 }],
      [422, 1_000_000],
      201,
      [['octo', 1_000_000]],
      [{ rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 }],
    ]);
  });
});
