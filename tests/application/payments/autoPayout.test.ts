import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryAutoPayoutRepository } from '../../../src/adapters/memory/memoryAutoPayoutRepository.adapter';
import { MemoryClaimRepository } from '../../../src/adapters/memory/memoryClaimRepository.adapter';
import { MemoryContractHistory } from '../../../src/adapters/memory/memoryContractHistory.adapter';
import { MemoryContractNotices } from '../../../src/adapters/memory/memoryContractNotices.adapter';
import { MemoryContractRecords } from '../../../src/adapters/memory/memoryContractRecords.adapter';
import { MemoryPaymentRepository } from '../../../src/adapters/memory/memoryPaymentRepository.adapter';
import { ScriptedPaymentGateway } from '../../../src/adapters/memory/scriptedPaymentGateway.adapter';
import { AesTokenCipher } from '../../../src/adapters/node/aesTokenCipher';
import { ContractJournal } from '../../../src/application/contracts/contractJournal';
import { ServerContracts } from '../../../src/application/contracts/serverContracts';
import { AutoPayout } from '../../../src/application/payments/autoPayout';
import { PayContract, type PayContractOutcome } from '../../../src/application/payments/payContract';
import { ServerPayments } from '../../../src/application/payments/serverPayments';
import { err } from '../../../src/domain/shared/result';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);

/**
 * #1 completed by its claimant octo ($audit); #2 completed by mallory's pull request, claimed by octo; #3 open,
 * claimed; #4 closed while octo's pull request is still open. `pay` stands in for `PayContract` when given.
 */
async function autoPayout(rate: number | null = 0.00001, options: { pay?: Pick<PayContract, 'pay'>; canPay?: boolean } = {}) {
  const claims = new MemoryClaimRepository();
  for (const issueNumber of [1, 2, 3, 4]) {
    await claims.place({ issueNumber, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'audit', claimedAt: NOW - 5, deadline: NOW + 5000 }, NOW - 5);
  }
  const records = new MemoryContractRecords(
    [issueRecord(1), issueRecord(2, { state: 'closed' }), issueRecord(3), issueRecord(4, { state: 'closed' })],
    [
      pullRecord(9, 1, { state: 'closed', merged: true, authorLogin: 'octo' }),
      pullRecord(10, 2, { state: 'closed', merged: true, authorLogin: 'mallory' }),
      pullRecord(11, 4, { state: 'open', authorLogin: 'octo' }),
    ],
  );
  const contracts = new ServerContracts(records, claims, () => NOW);
  const gateway = new ScriptedPaymentGateway();
  const cipher = AesTokenCipher.fromSecret('y'.repeat(32));
  const clock = { now: () => NOW, after: () => of(NOW) };
  const payments = new ServerPayments(new MemoryPaymentRepository(), gateway, cipher, clock);
  const history = new MemoryContractHistory();
  const notices = new MemoryContractNotices();
  const payContract = new PayContract(payments, contracts, new ContractJournal(history, notices), clock, rate);
  const choices = new MemoryAutoPayoutRepository();
  const auto = new AutoPayout(choices, options.pay ?? payContract, contracts, notices, cipher, clock, rate, options.canPay ?? true);
  return { auto, gateway, notices, history, choices, cipher };
}

describe('paying on merge', () => {
  it('pays nothing while nobody turned it on', async () => {
    const { auto, gateway } = await autoPayout();
    expect([await auto.afterMerge(1), gateway.payCalls]).toEqual([{ kind: 'off' }, []]);
  });

  it('pays the worker the reward once from the maintainer’s wallet, however often it is told', async () => {
    const { auto, gateway, history, choices } = await autoPayout();
    await auto.choose({ maintainer: 'alice', authToken: 'alice-token', issueNumber: null, enabled: true });
    const outcomes = [await auto.afterMerge(1), await auto.afterMerge(1)];
    expect({
      outcomes,
      calls: gateway.payCalls.map((call) => [call.authToken, call.order.payee, call.order.satoshis, call.order.reference]),
      history: history.events.map((event) => [event.kind, event.actor]),
      sealed: (await choices.all()).map((choice) => choice.tokenCiphertext !== null && !choice.tokenCiphertext.includes('alice-token')),
    }).toEqual({
      outcomes: [
        { kind: 'paid', replayed: false },
        { kind: 'paid', replayed: true },
      ],
      calls: [['alice-token', 'audit', 1_000_000, 'auto-payout-issue-1']],
      history: [['paid', 'alice']],
      sealed: [true],
    });
  });

  it('leaves the payout due and tells the maintainer once per reason: no worker, no rate, the wallet’s refusal', async () => {
    const noRate = await autoPayout(null);
    await noRate.auto.choose({ maintainer: 'alice', authToken: 't', issueNumber: null, enabled: true });
    const { auto, gateway, notices } = await autoPayout();
    await auto.choose({ maintainer: 'alice', authToken: 't', issueNumber: null, enabled: true });
    gateway.willPay(err('insufficient-balance'), err('insufficient-balance'));
    const outcomes = [await auto.afterMerge(2), await noRate.auto.afterMerge(1), await auto.afterMerge(1), await auto.afterMerge(1)];
    expect(outcomes).toEqual([
      { kind: 'failed', reason: 'no-worker' },
      { kind: 'failed', reason: 'no-reward-amount' },
      { kind: 'failed', reason: 'insufficient-balance' },
      { kind: 'failed', reason: 'insufficient-balance' },
    ]);
    expect(notices.notices.map((notice) => [notice.to, notice.kind, notice.issueNumber, notice.detail['reason']])).toEqual([
      ['alice', 'auto-payout-failed', 2, 'no-worker'],
      ['alice', 'auto-payout-failed', 1, 'insufficient-balance'],
    ]);
  });

  it('drops the authorization when turned off, and a contract’s own choice outranks the one for all', async () => {
    const { auto, gateway, choices } = await autoPayout();
    await auto.choose({ maintainer: 'alice', authToken: 't', issueNumber: null, enabled: true });
    await auto.choose({ maintainer: 'alice', authToken: 't', issueNumber: 1, enabled: false });
    expect([await auto.afterMerge(1), gateway.payCalls.length, (await choices.all()).map((choice) => [choice.scope, choice.enabled, choice.tokenCiphertext === null])]).toEqual([
      { kind: 'off' },
      0,
      [
        [0, true, false],
        [1, false, true],
      ],
    ]);
  });
});

describe('paying on merge: what it pays, and what it does not', () => {
  const allOn = { maintainer: 'alice', authToken: 'alice-token', issueNumber: null, enabled: true };

  it('lists the choices without their sealed authorizations', async () => {
    const { auto } = await autoPayout();
    await auto.choose(allOn);
    await auto.choose({ ...allOn, issueNumber: 3, enabled: false });
    expect(await auto.list()).toEqual([
      { scope: 0, enabled: true, maintainer: 'alice', updatedAt: NOW },
      { scope: 3, enabled: false, maintainer: 'alice', updatedAt: NOW },
    ]);
  });

  it('pays nothing, and says nothing, for a contract it does not know, one still open, or one closed before its pull request is read merged', async () => {
    const { auto, gateway, notices } = await autoPayout();
    await auto.choose(allOn);
    const outcomes = [await auto.afterMerge(99), await auto.afterMerge(3), await auto.afterMerge(4)];
    expect({ outcomes, paid: gateway.payCalls.length, notices: notices.notices.length }).toEqual({ outcomes: [{ kind: 'off' }, { kind: 'off' }, { kind: 'off' }], paid: 0, notices: 0 });
  });

  it('fails, and tells the maintainer, without a wallet to pay through or without a kept authorization', async () => {
    const noWallet = await autoPayout(0.00001, { canPay: false });
    await noWallet.auto.choose(allOn);
    const unsealed = await autoPayout();
    await unsealed.choices.save({ scope: 0, enabled: true, maintainer: 'alice', updatedAt: NOW, tokenCiphertext: null });
    expect({
      outcomes: [await noWallet.auto.afterMerge(1), await unsealed.auto.afterMerge(1)],
      paid: noWallet.gateway.payCalls.length + unsealed.gateway.payCalls.length,
      notices: [...noWallet.notices.notices, ...unsealed.notices.notices].map((notice) => [notice.to, notice.issueNumber, notice.detail]),
    }).toEqual({
      outcomes: [
        { kind: 'failed', reason: 'no-wallet' },
        { kind: 'failed', reason: 'authorization-expired' },
      ],
      paid: 0,
      notices: [
        ['alice', 1, { reason: 'no-wallet', payee: 'audit', satoshis: 1_000_000 }],
        ['alice', 1, { reason: 'authorization-expired', payee: 'audit', satoshis: 1_000_000 }],
      ],
    });
  });

  it('asks PayContract for the worker, the reward, a note naming the contract and the contract’s own key, and reads each of its answers', async () => {
    const asked: unknown[] = [];
    const answers: PayContractOutcome[] = [
      { kind: 'pending-check', payment: { issueNumber: 1, payer: 'alice', payee: 'audit', satoshis: 1, note: '', state: 'pending-check', transactionId: null, createdAt: NOW, paidAt: null } },
      { kind: 'rule', refusal: { code: 'payee-is-payer' } },
      { kind: 'refused', code: 'spend-limit' },
      { kind: 'key-reused' },
    ];
    const pay = {
      pay: async (request: unknown) => {
        asked.push(request);
        return answers[asked.length - 1]!;
      },
    };
    const { auto, notices } = await autoPayout(0.00001, { pay });
    await auto.choose(allOn);
    const outcomes = [];
    for (const _answer of answers) outcomes.push(await auto.afterMerge(1));
    expect({ asked: asked[0], outcomes, noticed: notices.notices.map((notice) => notice.detail['reason']) }).toEqual({
      asked: {
        payer: 'alice',
        authToken: 'alice-token',
        issueNumber: 1,
        draft: { payee: 'audit', satoshis: 1_000_000, note: '#1', idempotencyKey: 'auto-payout-issue-1' },
        overrideReason: null,
      },
      outcomes: [
        { kind: 'pending-check' },
        { kind: 'failed', reason: 'payee-is-payer' },
        { kind: 'failed', reason: 'spend-limit' },
        { kind: 'failed', reason: 'key-reused' },
      ],
      noticed: ['payee-is-payer', 'spend-limit', 'key-reused'],
    });
  });
});
