import type { ClaimTerms, Contract } from './contract';

/** A contract's terms now, as its issue states them. */
export const currentTermsOf = (contract: Pick<Contract, 'rewardAmount' | 'rewardUnit' | 'estimatedHours'>): ClaimTerms => ({
  rewardAmount: contract.rewardAmount,
  rewardUnit: contract.rewardUnit,
  estimatedHours: contract.estimatedHours,
});

/** The terms the contract's claim froze; null when it has no claim, or a claim whose terms are unknown. */
export const frozenTermsOf = (contract: Pick<Contract, 'assignee'>): ClaimTerms | null => contract.assignee?.terms ?? null;

export const sameTerms = (a: ClaimTerms, b: ClaimTerms): boolean =>
  a.rewardAmount === b.rewardAmount && a.rewardUnit === b.rewardUnit && a.estimatedHours === b.estimatedHours;

/**
 * The terms a contract pays under: those its claim froze, else (no claim, or a claim placed before claims kept
 * their terms) the current ones.
 */
export const payableTermsOf = (contract: Pick<Contract, 'assignee' | 'rewardAmount' | 'rewardUnit' | 'estimatedHours'>): ClaimTerms =>
  frozenTermsOf(contract) ?? currentTermsOf(contract);

/** Whether the terms were edited since the claim froze them (false when nothing was frozen). */
export const termsChangedSinceClaim = (contract: Pick<Contract, 'assignee' | 'rewardAmount' | 'rewardUnit' | 'estimatedHours'>): boolean => {
  const frozen = frozenTermsOf(contract);
  return frozen !== null && !sameTerms(frozen, currentTermsOf(contract));
};

/** Whether two claims froze the same terms (unknown, null or absent, equals only unknown). */
export const sameFrozenTerms = (a: ClaimTerms | null | undefined, b: ClaimTerms | null | undefined): boolean =>
  a == null || b == null ? (a ?? null) === (b ?? null) : sameTerms(a, b);
