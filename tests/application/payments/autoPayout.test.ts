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
import { PayContract } from '../../../src/application/payments/payContract';
import { ServerPayments } from '../../../src/application/payments/serverPayments';
import { err } from '../../../src/domain/shared/result';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);

/** #1 completed by its claimant octo ($audit); #2 completed by mallory's pull request, claimed by octo. */
async function autoPayout(rate: number | null = 0.00001) {
  const claims = new MemoryClaimRepository();
  for (const issueNumber of [1, 2]) {
    await claims.place({ issueNumber, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'audit', claimedAt: NOW - 5, deadline: NOW + 5000 }, NOW - 5);
  }
  const records = new MemoryContractRecords(
    [issueRecord(1), issueRecord(2, { state: 'closed' })],
    [pullRecord(9, 1, { state: 'closed', merged: true, authorLogin: 'octo' }), pullRecord(10, 2, { state: 'closed', merged: true, authorLogin: 'mallory' })],
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
  const auto = new AutoPayout(choices, payContract, contracts, notices, cipher, clock, rate, true);
  return { auto, gateway, notices, history, choices };
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
