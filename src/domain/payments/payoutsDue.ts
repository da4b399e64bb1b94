import { payableTermsOf } from '../contracts/claimTerms';
import type { Contract } from '../contracts/contract';
import { workerOf } from '../contracts/payability';
import type { Payment } from './payment';
import { prefillSatoshis } from './paymentRules';

/** A completed contract whose worker is known and whose reward nobody paid yet. */
export interface PayoutDue {
  readonly issueNumber: number;
  readonly title: string;
  /** The worker's HandCash handle, without `$`. */
  readonly payee: string;
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
 * The payouts due, in the contracts' order: completed contracts with a worker (`workerOf`) and no payment recorded
 * (paid, or pending its check).
 */
export const payoutsDue = (contracts: readonly Contract[], payments: readonly Pick<Payment, 'issueNumber'>[], bsvPerBapp: number | null): readonly PayoutDue[] => {
  const recorded = new Set(payments.map((payment) => payment.issueNumber));
  const due: PayoutDue[] = [];
  for (const contract of contracts) {
    if (contract.status !== 'completed' || recorded.has(contract.githubIssueNumber)) continue;
    const payee = workerOf(contract);
    if (payee === null) continue;
    due.push({ issueNumber: contract.githubIssueNumber, title: contract.title, payee, satoshis: rewardSatoshisOf(contract, bsvPerBapp) });
  }
  return due;
};
