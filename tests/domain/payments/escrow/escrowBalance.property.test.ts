import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beginFunding,
  beginPayout,
  beginRefund,
  dropPending,
  escrowBalance,
  settleFunding,
  settlePayout,
  settleRefund,
  type EscrowEntry,
} from '../../../../src/domain/payments/escrow/escrowLedger';

/** One operation on one of a few contracts, in any order and repeated. */
const operation = fc.record({
  kind: fc.constantFrom('fund', 'settle-funding', 'pay', 'settle-payout', 'refund', 'settle-refund', 'drop'),
  issueNumber: fc.integer({ min: 1, max: 4 }),
  satoshis: fc.integer({ min: -5, max: 1_000_000 }),
});

describe('the escrow ledger’s balance', () => {
  it('after any sequence of operations: funded = paid + refunded + held, each contract paid at most once and refunded at most once, never both', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        const ledger = new Map<number, EscrowEntry | null>();
        // The money that moved, counted from the settlements alone (not from the entries).
        const moved = { funded: 0, paid: 0, refunded: 0 };
        const payouts = new Map<number, number>();
        const refunds = new Map<number, number>();
        operations.forEach(({ kind, issueNumber, satoshis }, at) => {
          const entry = ledger.get(issueNumber) ?? null;
          const result =
            kind === 'fund'
              ? beginFunding(entry, { repository: 'acme/tools', issueNumber, funder: 'maintainer', satoshis, at })
              : kind === 'settle-funding'
                ? settleFunding(entry, `fund-${at}`, at)
                : kind === 'pay'
                  ? beginPayout(entry, 'alice')
                  : kind === 'settle-payout'
                    ? settlePayout(entry, `pay-${at}`, at)
                    : kind === 'refund'
                      ? beginRefund(entry)
                      : kind === 'settle-refund'
                        ? settleRefund(entry, `back-${at}`, at)
                        : dropPending(entry);
          if (!result.ok) return;
          const next = result.value;
          if (kind === 'settle-funding' && next !== null) moved.funded += next.satoshis;
          if (kind === 'settle-payout' && next !== null) {
            moved.paid += next.satoshis;
            payouts.set(issueNumber, (payouts.get(issueNumber) ?? 0) + 1);
          }
          if (kind === 'settle-refund' && next !== null) {
            moved.refunded += next.satoshis;
            refunds.set(issueNumber, (refunds.get(issueNumber) ?? 0) + 1);
          }
          ledger.set(issueNumber, next);
          const balance = escrowBalance([...ledger.values()].filter((value): value is EscrowEntry => value !== null));
          expect(balance).toEqual({ ...moved, held: moved.funded - moved.paid - moved.refunded });
          expect(balance.funded).toBe(balance.paid + balance.refunded + balance.held);
        });
        for (const issueNumber of new Set([...payouts.keys(), ...refunds.keys()])) {
          expect((payouts.get(issueNumber) ?? 0) + (refunds.get(issueNumber) ?? 0)).toBe(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
