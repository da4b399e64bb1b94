import { payableTermsOf } from '../contracts/claimTerms';
import type { Contract } from '../contracts/contract';
import { workerOf } from '../contracts/payability';
import type { Payment } from './payment';
import { prefillSatoshis } from './paymentRules';

/**
 * Why a payout is due. `claimant-work`: the claimant's new pull request was merged, so the worker is known (and paid on
 * merge when that is on). `not-claimant-work`: a claimed contract was completed on GitHub without such a pull request
 * (someone else's merge, a pull request older than the claim, or the issue closed by hand): nobody is paid
 * automatically, a maintainer decides and pays by hand with a written reason, or not at all.
 */
export type PayoutDueReason = 'claimant-work' | 'not-claimant-work';

/** A completed contract whose reward nobody paid yet: its worker's, or one a maintainer must look at (`reason`). */
export interface PayoutDue {
  readonly issueNumber: number;
  readonly title: string;
  /** The worker's HandCash handle, without `$`; null when no worker is known (`not-claimant-work`). */
  readonly payee: string | null;
  readonly reason: PayoutDueReason;
  /** The reward at the configured rate; null without a rate (or a reward that is not BAPP): the maintainer types it. */
  readonly satoshis: number | null;
}

/**
 * The reward of `contract` in satoshis at `bsvPerBapp`: the reward its claim froze (`payableTermsOf`; a later edit
 * of the issue pays nothing more), else the current one; null when it cannot be computed.
 */
export const rewardSatoshisOf = (contract: Contract, bsvPerBapp: number | null): number | null => {
  const { rewardAmount, rewardUnit } = payableTermsOf(contract);
  return rewardUnit === 'BAPP' ? prefillSatoshis(rewardAmount, bsvPerBapp) : null;
};

/**
 * The payouts due, in the contracts' order: completed contracts with no payment recorded (paid, or pending its check)
 * that have a worker (`workerOf`), or that were claimed and completed without the claimant's new work.
 */
export const payoutsDue = (contracts: readonly Contract[], payments: readonly Pick<Payment, 'issueNumber'>[], bsvPerBapp: number | null): readonly PayoutDue[] => {
  const recorded = new Set(payments.map((payment) => payment.issueNumber));
  const due: PayoutDue[] = [];
  for (const contract of contracts) {
    if (contract.status !== 'completed' || recorded.has(contract.githubIssueNumber)) continue;
    const payee = workerOf(contract);
    const claimed = contract.assignee?.claimedBy != null;
    if (payee === null && !claimed) continue;
    const reason: PayoutDueReason = payee === null ? 'not-claimant-work' : 'claimant-work';
    due.push({ issueNumber: contract.githubIssueNumber, title: contract.title, payee, reason, satoshis: rewardSatoshisOf(contract, bsvPerBapp) });
  }
  return due;
};
