import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePendingPaymentId, pendingPaymentId, type PendingPaymentTarget } from '../../../src/domain/payments/pendingPaymentId';
import { checkSettlement, type ExpectedPayment, type PaymentDetails } from '../../../src/domain/payments/settlementCheck';

const EXPECTED: ExpectedPayment = { kind: 'purchase', reference: 'buy-1', receivers: [{ handle: 'alice', satoshis: 1_000 }, { handle: 'fees', satoshis: 25 }] };
const DETAILS: PaymentDetails = { transactionId: 'tx-1', sent: true, receivers: ['Fees', 'alice'], satoshis: 1_025, attachment: { reference: 'buy-1', kind: 'purchase' } };

describe('checking a transaction id against a pending payment', () => {
  it('accepts the payment itself (receivers in any order or case)', () => {
    expect(checkSettlement(EXPECTED, DETAILS)).toEqual({ ok: true, value: { transactionId: 'tx-1' } });
  });

  it('refuses no payment, and another amount, reference, kind, receiver, or a payment received', () => {
    expect(checkSettlement(EXPECTED, null)).toEqual({ ok: false, error: 'unknown-transaction' });
    for (const other of [
      { satoshis: 1_024 },
      { attachment: { reference: 'buy-2', kind: 'purchase' } },
      { attachment: { reference: 'buy-1', kind: 'dividend' } },
      { attachment: null },
      { receivers: ['alice', 'mallory'] },
      { receivers: ['alice'] },
      { sent: false },
    ]) {
      expect(checkSettlement(EXPECTED, { ...DETAILS, ...other })).toEqual({ ok: false, error: 'payment-mismatch' });
    }
  });

  it('refuses any payment that differs in amount or reference (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.string({ minLength: 1 }), (satoshis, reference) => {
        const outcome = checkSettlement(EXPECTED, { ...DETAILS, satoshis, attachment: { reference, kind: 'purchase' } });
        expect(outcome.ok).toBe(satoshis === 1_025 && reference === 'buy-1');
      }),
    );
  });
});

describe('pending payment ids', () => {
  const target: fc.Arbitrary<PendingPaymentTarget> = fc.oneof(
    fc.integer({ min: 1, max: 999_999_999 }).map((issueNumber) => ({ kind: 'reward' as const, issueNumber })),
    fc.record({ issueNumber: fc.integer({ min: 1, max: 999_999_999 }), repository: fc.string({ minLength: 1 }) }).map((parts) => ({ kind: 'reward' as const, ...parts })),
    fc.string({ minLength: 1 }).map((idempotencyKey) => ({ kind: 'purchase' as const, idempotencyKey })),
    fc.record({ idempotencyKey: fc.string({ minLength: 1 }), batch: fc.integer({ min: 0, max: 999_999_999 }) }).map((parts) => ({ kind: 'dividend' as const, ...parts })),
  );

  it('read back the target they name, whatever the key holds (property)', () => {
    fc.assert(
      fc.property(target, (named) => {
        expect(parsePendingPaymentId(pendingPaymentId(named))).toEqual(named);
      }),
    );
  });

  it('name a connected repository’s reward apart from the operator’s of the same number', () => {
    expect([pendingPaymentId({ kind: 'reward', issueNumber: 7, repository: 'acme/tools' }), pendingPaymentId({ kind: 'reward', issueNumber: 7, repository: '' })]).toEqual(['reward:7:acme/tools', 'reward:7']);
    expect([parsePendingPaymentId('reward:7:acme/tools'), parsePendingPaymentId('reward:7')]).toEqual([
      { kind: 'reward', issueNumber: 7, repository: 'acme/tools' },
      { kind: 'reward', issueNumber: 7 },
    ]);
  });

  it('name nothing when malformed', () => {
    for (const id of ['', 'reward:', 'reward:0', 'reward:x', 'reward:7:', 'reward:0:acme/tools', 'reward::acme/tools', 'purchase:', 'dividend:1', 'dividend:x:key', 'dividend:1:', 'payout:1']) {
      expect(parsePendingPaymentId(id)).toBeNull();
    }
  });
});
