import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../../src/domain/payments/autoPayout';
import { missedMergePayouts } from '../../../src/domain/payments/missedMerges';

const due = (issueNumber: number) => ({ issueNumber, title: `Issue ${issueNumber}`, payee: 'bob', reason: 'claimant-work' as const, satoshis: 1_000 });
const choice = (scope: number, enabled: boolean) => ({ scope, enabled, maintainer: 'alice', updatedAt: 0 });

describe('the merges a server pays when it takes the lead', () => {
  it('are the payouts due under automatic payout; one turned off, or with no choice, waits for a click', () => {
    const payouts = [due(4), due(5), due(6)];
    expect([
      missedMergePayouts(payouts, []),
      missedMergePayouts(payouts, [choice(ALL_CONTRACTS, true), choice(5, false)]),
      missedMergePayouts(payouts, [choice(6, true)]),
      missedMergePayouts(payouts, [choice(ALL_CONTRACTS, false), choice(4, true)]),
    ]).toEqual([[], [4, 6], [6], [4]]);
  });
});
