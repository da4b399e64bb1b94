import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import { ALL_CONTRACTS, autoPayoutFor, autoPayoutKey, type AutoPayoutChoice } from '../../../src/domain/payments/autoPayout';
import { payoutsDue, rewardSatoshisOf } from '../../../src/domain/payments/payoutsDue';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const claimOf = (issueNumber: number): Claim => ({ issueNumber, githubUsername: 'octo-gh', handcashHandle: 'octo', claimedBy: 'octo', claimedAt: NOW - 1, deadline: NOW + 1000 });

describe('payoutsDue', () => {
  it('lists completed contracts whose claimant authored the merged pull request and that nobody paid', () => {
    const contracts = deriveContracts(
      [issueRecord(1), issueRecord(2), issueRecord(3), issueRecord(4, { state: 'closed' }), issueRecord(5)],
      [
        pullRecord(11, 1, { state: 'closed', merged: true, authorLogin: 'octo-gh' }),
        pullRecord(12, 2, { state: 'closed', merged: true, authorLogin: 'octo-gh' }),
        pullRecord(13, 3, { state: 'open', authorLogin: 'octo-gh' }),
        pullRecord(15, 5, { state: 'closed', merged: true, authorLogin: 'octo-gh', body: 'Fixes #5' }),
      ],
      new Map([1, 2, 3, 4].map((n) => [n, claimOf(n)])),
      NOW,
    );
    // #1 due; #2 paid; #3 under review; #4 closed without the claimant's pull request: listed, to nobody; #5 not claimed.
    expect(payoutsDue(contracts, [{ issueNumber: 2 }], 0.00001)).toEqual([
      { issueNumber: 1, title: 'Issue 1', payee: 'octo', reason: 'claimant-work', satoshis: 1_000_000 },
      { issueNumber: 4, title: 'Issue 4', payee: null, reason: 'not-claimant-work', satoshis: 1_000_000 },
    ]);
    expect(payoutsDue(contracts, [], null).map((due) => [due.issueNumber, due.satoshis])).toEqual([
      [1, null],
      [2, null],
      [4, null],
    ]);
  });

  it('lists a claimed contract another login’s merge completed, to nobody, with the reason', () => {
    const contracts = deriveContracts(
      [issueRecord(7, { state: 'closed' })],
      [pullRecord(17, 7, { state: 'closed', merged: true, authorLogin: 'mallory' })],
      new Map([[7, claimOf(7)]]),
      NOW,
    );
    expect(payoutsDue(contracts, [], 0.00001)).toEqual([{ issueNumber: 7, title: 'Issue 7', payee: null, reason: 'not-claimant-work', satoshis: 1_000_000 }]);
    // Paid by hand (or recorded pending): no longer due.
    expect(payoutsDue(contracts, [{ issueNumber: 7 }], 0.00001)).toEqual([]);
  });

  it('never lists a completed contract nobody claimed, and never names a payee who is not the claimant (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('octo-gh', 'mallory'), fc.boolean(), fc.boolean(), (author, claimed, newWork) => {
        const dates = newWork ? {} : { createdAt: '2026-01-01T00:00:00Z', mergedAt: '2026-01-02T00:00:00Z' };
        const contracts = deriveContracts(
          [issueRecord(8, { state: 'closed' })],
          [pullRecord(18, 8, { state: 'closed', merged: true, authorLogin: author, ...dates })],
          claimed ? new Map([[8, claimOf(8)]]) : new Map(),
          NOW,
        );
        const due = payoutsDue(contracts, [], 0.00001);
        const paid = author === 'octo-gh' && newWork;
        const expected = !claimed ? [] : [paid ? ['octo', 'claimant-work'] : [null, 'not-claimant-work']];
        expect(due.map(({ payee, reason }) => [payee, reason])).toEqual(expected);
      }),
    );
  });
});

describe('rewardSatoshisOf', () => {
  it('prices only a reward in BAPP at the rate: a BCODE reward has no amount', () => {
    const [contract] = deriveContracts([issueRecord(1)], [], new Map(), NOW);
    const bapp = { ...contract!, rewardUnit: 'BAPP' as const, rewardAmount: 3 };
    expect([rewardSatoshisOf(bapp, 0.01), rewardSatoshisOf({ ...bapp, rewardUnit: 'BCODE' }, 0.01), rewardSatoshisOf(bapp, null)]).toEqual([3_000_000, null, null]);
  });
});

describe('autoPayoutFor', () => {
  const choice = (scope: number, enabled: boolean): AutoPayoutChoice => ({ scope, enabled, maintainer: 'alice', updatedAt: 0 });

  it('takes the contract’s own choice before the one for all', () => {
    expect([
      autoPayoutFor(4, []),
      autoPayoutFor(4, [choice(ALL_CONTRACTS, true)])?.scope,
      autoPayoutFor(4, [choice(ALL_CONTRACTS, true), choice(4, false)]),
      autoPayoutFor(4, [choice(ALL_CONTRACTS, false), choice(4, true)])?.scope,
      autoPayoutFor(5, [choice(ALL_CONTRACTS, false), choice(4, true)]),
      // Another contract's choice never rules this one, whatever the order.
      autoPayoutFor(5, [choice(4, true), choice(ALL_CONTRACTS, false)]),
      autoPayoutFor(5, [choice(4, true)]),
    ]).toEqual([null, ALL_CONTRACTS, null, 4, null, null, null]);
  });

  it('is on exactly when the ruling choice is on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.option(fc.boolean()), fc.option(fc.boolean()), (issueNumber, own, all) => {
        const choices = [...(all === null ? [] : [choice(ALL_CONTRACTS, all)]), ...(own === null ? [] : [choice(issueNumber, own)])];
        expect(autoPayoutFor(issueNumber, choices) !== null).toBe(own ?? all ?? false);
      }),
    );
  });

  it('keys each contract’s automatic payout the same way every time, as any payment key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (issueNumber) => {
        expect(autoPayoutKey(issueNumber)).toBe(autoPayoutKey(issueNumber));
        expect(autoPayoutKey(issueNumber)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      }),
    );
  });
});
