import { describe, expect, it } from 'vitest';
import { MemoryClaimRepository } from '../../../src/adapters/memory/memoryClaimRepository.adapter';
import { MemoryContractHistory } from '../../../src/adapters/memory/memoryContractHistory.adapter';
import { MemoryContractNotices } from '../../../src/adapters/memory/memoryContractNotices.adapter';
import { ContractJournal } from '../../../src/application/contracts/contractJournal';
import { MemoryContractRecords } from '../../../src/adapters/memory/memoryContractRecords.adapter';
import { ServerContracts } from '../../../src/application/contracts/serverContracts';
import { PayContract } from '../../../src/application/payments/payContract';
import type { PayOutcome } from '../../../src/application/payments/serverPayments';
import type { Claim } from '../../../src/domain/contracts/claim';
import type { Payment } from '../../../src/domain/payments/payment';
import type { ValidPaymentDraft } from '../../../src/domain/payments/paymentRules';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const claim: Claim = { issueNumber: 1, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'bob', claimedAt: NOW - 5000, deadline: NOW + 5000 };
const draft = (payee = 'audit', satoshis = 1_000_000): ValidPaymentDraft => ({ payee, satoshis, note: 'Thanks', idempotencyKey: 'k'.repeat(16) });

/** Issue 1 completed by octo's merged pull request (octo claimed it as $audit); issue 2 available. 0.00001 BSV per BAPP: 1,000 BAPP is 1,000,000 sat. */
async function payDesk(placed: Claim = claim, issues = [issueRecord(1), issueRecord(2)]) {
  const claims = new MemoryClaimRepository();
  await claims.place(placed, NOW - 5000);
  const records = new MemoryContractRecords(issues, [pullRecord(9, 1, { state: 'closed', merged: true, authorLogin: 'octo' })]);
  const paid: ValidPaymentDraft[] = [];
  const payments = {
    // As `ServerPayments` does: a new payment is handed to `whilePaid` while it is recorded.
    pay: async (payer: string, _token: string, issueNumber: number, asked: ValidPaymentDraft, whilePaid?: (payment: Payment) => Promise<unknown>): Promise<PayOutcome> => {
      paid.push(asked);
      const payment: Payment = { issueNumber, payer, payee: asked.payee, satoshis: asked.satoshis, note: asked.note, state: 'paid', transactionId: 'tx-1', createdAt: NOW, paidAt: NOW };
      await whilePaid?.(payment);
      return { kind: 'paid', replayed: false, payment };
    },
  };
  const history = new MemoryContractHistory();
  const notices = new MemoryContractNotices();
  const desk = new PayContract(payments, new ServerContracts(records, claims, () => NOW), new ContractJournal(history, notices), { now: () => NOW }, 0.00001);
  return { desk, paid, history, notices, records };
}
const request = (issueNumber: number, asked = draft(), overrideReason: string | null = null) => ({ payer: 'alice', authToken: 't', issueNumber, draft: asked, overrideReason });

describe('paying a contract on the server', () => {
  it('pays the worker of a completed contract its reward, keeps it in the history and tells the payee and the claimant', async () => {
    const { desk, paid, history, notices } = await payDesk();
    expect((await desk.pay(request(1))).kind).toBe('paid');
    expect([paid.length, history.events]).toEqual([1, [{ issueNumber: 1, kind: 'paid', actor: 'alice', at: NOW, detail: { payee: 'audit', satoshis: 1_000_000, transactionId: 'tx-1' } }]]);
    expect(notices.notices.map((notice) => [notice.to, notice.kind])).toEqual([
      ['audit', 'paid'],
      ['bob', 'paid'],
    ]);
  });

  it('refuses, before any wallet is asked, an available contract, one that does not exist, the payer himself, another payee or amount', async () => {
    const { desk, paid } = await payDesk();
    const outcomes = await Promise.all([request(2), request(99), request(1, draft('alice')), request(1, draft('mallory')), request(1, draft('audit', 5))].map((asked) => desk.pay(asked)));
    expect([outcomes.map((outcome) => (outcome.kind === 'rule' ? outcome.refusal.code : outcome.kind)), paid]).toEqual([
      ['contract-not-completed', 'contract-not-found', 'payee-is-payer', 'payee-not-worker', 'amount-not-reward'],
      [],
    ]);
  });

  it('pays another payee and amount with a written reason, kept in the contract history; only the payment is told', async () => {
    const { desk, history, notices } = await payDesk();
    expect((await desk.pay(request(1, draft('mallory', 5), '  Mallory finished the work  '))).kind).toBe('paid');
    expect(history.events.map((event) => [event.kind, event.detail])).toEqual([
      ['payout-override', { payee: 'mallory', satoshis: 5, reason: 'Mallory finished the work' }],
      ['paid', { payee: 'mallory', satoshis: 5, transactionId: 'tx-1' }],
    ]);
    expect(notices.notices.map((notice) => [notice.to, notice.kind])).toEqual([
      ['mallory', 'paid'],
      ['bob', 'paid'],
    ]);
  });

  it('pays the reward the claim froze after the issue raised it, and refuses the raised amount', async () => {
    // Claimed at 1,000 BAPP; the issue's author then raised it to 1% of the tokens (10,000,000 BAPP).
    const frozen: Claim = { ...claim, terms: { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 } };
    const { desk, paid } = await payDesk(frozen, [issueRecord(1, { body: 'Bounty: 1% of tokens', updatedAt: 'raised' })]);
    const raised = await desk.pay(request(1, draft('audit', 100_000_000_000)));
    const outcome = await desk.pay(request(1));
    expect([raised.kind === 'rule' ? raised.refusal : raised.kind, outcome.kind, paid.map((each) => each.satoshis)]).toEqual([
      { code: 'amount-not-reward', rewardSatoshis: 1_000_000 },
      'paid',
      [1_000_000],
    ]);
  });

  it('refuses a stranger’s issue as no contract, even completed', async () => {
    const { desk, paid } = await payDesk(claim, [issueRecord(1, { authorAssociation: 'NONE' })]);
    const outcome = await desk.pay(request(1));
    expect([outcome.kind === 'rule' ? outcome.refusal.code : outcome.kind, paid]).toEqual(['contract-not-found', []]);
  });
});
