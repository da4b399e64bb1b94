import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { currentTermsOf, payableTermsOf, sameFrozenTerms, termsChangedSinceClaim } from '../../../src/domain/contracts/claimTerms';
import type { ClaimTerms } from '../../../src/domain/contracts/contract';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import { rewardSatoshisOf } from '../../../src/domain/payments/payoutsDue';
import { issueRecord } from '../../support/contractRecords';

const NOW = 1_750_000_000_000;
const FROZEN: ClaimTerms = { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 };
const claimOn = (issueNumber: number, terms?: ClaimTerms | null): Claim => ({
  issueNumber,
  githubUsername: 'dev',
  handcashHandle: 'dev',
  claimedBy: 'dev',
  claimedAt: NOW - 1,
  deadline: NOW + 1_000,
  ...(terms === undefined ? {} : { terms }),
});
const contractOf = (body: string, claim: Claim | null) =>
  deriveContracts([issueRecord(7, { body })], [], new Map(claim === null ? [] : [[7, claim]]), NOW)[0]!;

const termsArbitrary = fc.record({
  rewardAmount: fc.integer({ min: 0, max: 50_000_000 }),
  rewardUnit: fc.constantFrom('BAPP' as const, 'BCODE' as const),
  estimatedHours: fc.integer({ min: 1, max: 500 }),
});
const bodyOf = (terms: ClaimTerms) => `**Token Reward:** ${terms.rewardAmount} ${terms.rewardUnit}\n**Estimated Hours:** ${terms.estimatedHours}`;

describe('the terms a claim freezes', () => {
  it('pays the reward the claim froze after the issue raised it, and says the terms changed', () => {
    const contract = contractOf('**Token Reward:** 10,000,000 BAPP\n**Estimated Hours:** 2', claimOn(7, FROZEN));
    expect([currentTermsOf(contract), payableTermsOf(contract), termsChangedSinceClaim(contract), rewardSatoshisOf(contract, 0.00001)]).toEqual([
      { rewardAmount: 10_000_000, rewardUnit: 'BAPP', estimatedHours: 2 },
      FROZEN,
      true,
      1_000_000,
    ]);
  });

  it('falls back to the current terms without a claim, and for a claim whose terms are unknown (placed before they were kept)', () => {
    const body = '**Token Reward:** 3,000 BAPP';
    const unclaimed = contractOf(body, null);
    const unknown = contractOf(body, claimOn(7, null));
    expect([payableTermsOf(unclaimed), payableTermsOf(unknown), termsChangedSinceClaim(unknown), unknown.assignee?.terms]).toEqual([
      { rewardAmount: 3000, rewardUnit: 'BAPP', estimatedHours: 8 },
      { rewardAmount: 3000, rewardUnit: 'BAPP', estimatedHours: 8 },
      false,
      undefined,
    ]);
  });

  it('pays the frozen terms whatever the issue says later, and tells a change exactly when the terms differ', () => {
    fc.assert(
      fc.property(termsArbitrary, termsArbitrary, (frozen, later) => {
        const contract = contractOf(bodyOf(later), claimOn(7, frozen));
        const changed = frozen.rewardAmount !== later.rewardAmount || frozen.rewardUnit !== later.rewardUnit || frozen.estimatedHours !== later.estimatedHours;
        expect([payableTermsOf(contract), termsChangedSinceClaim(contract)]).toEqual([frozen, changed]);
      }),
    );
  });

  it('takes unknown terms for the same only as unknown terms', () => {
    expect([sameFrozenTerms(null, undefined), sameFrozenTerms(FROZEN, { ...FROZEN }), sameFrozenTerms(FROZEN, null), sameFrozenTerms(FROZEN, { ...FROZEN, estimatedHours: 9 })]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
