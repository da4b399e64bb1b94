import { holdsNulCharacter } from '../shared/storableText';
import { sameGitHubLogin } from './claimability';
import type { Contract, ContractStatus } from './contract';

/** Longest written reason a maintainer may give for paying someone else, or another amount. */
export const PAYOUT_OVERRIDE_REASON_MAX_LENGTH = 500;

/**
 * Why a contract's reward may not be paid as asked. `contract-not-found`: no contract of this repository;
 * `contract-not-completed`: its pull request is not merged (nor the issue closed); `payee-is-payer`: a maintainer
 * never pays himself; `no-worker`: nobody is known to have done the work (no claimant authored the merged pull
 * request), so only an override may pay; `payee-not-worker`: the payee is not the claimant who did the work;
 * `amount-not-reward`: the amount differs from the reward at the configured rate (the reward the claim froze,
 * `rewardSatoshisOf`, never one the issue states after the claim); `invalid-override-reason`: the
 * written reason is too long or holds the NUL character.
 */
export type PayoutRefusal =
  | { readonly code: 'contract-not-found' }
  | { readonly code: 'contract-not-completed'; readonly contractStatus: ContractStatus }
  | { readonly code: 'payee-is-payer' }
  | { readonly code: 'no-worker' }
  | { readonly code: 'payee-not-worker'; readonly worker: string }
  | { readonly code: 'amount-not-reward'; readonly rewardSatoshis: number }
  | { readonly code: 'invalid-override-reason' };

export type PayoutRefusalCode = PayoutRefusal['code'];

/** What a maintainer asks to pay. Handles without `$`; `overrideReason` blank or null: no override. */
export interface PayoutRequest {
  readonly payer: string;
  readonly payee: string;
  readonly satoshis: number;
  readonly overrideReason: string | null;
}

/**
 * The HandCash handle of the person who did the work: the claimant whose GitHub login authored the merged pull
 * request linked to the contract; null when the contract has no such claimant.
 */
export const workerOf = (contract: Contract): string | null => {
  const { assignee, pullRequest } = contract;
  if (assignee === null || assignee.claimedBy === null || assignee.handcashHandle === null) return null;
  if (pullRequest?.status !== 'merged' || pullRequest.authorLogin == null) return null;
  return sameGitHubLogin(pullRequest.authorLogin, assignee.githubUsername) ? assignee.handcashHandle : null;
};

/** A written reason as kept: trimmed, null when blank. */
export const overrideReasonOf = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Whether `request` may pay `contract` (null: not a contract of this repository): null when it may, else the rule
 * that refuses. Only a completed contract is paid; never to the payer; to its worker and, when the rate is known
 * (`rewardSatoshis` not null), the reward's amount, unless a written reason overrides payee and amount.
 */
export const payoutRefusal = (contract: Contract | null, request: PayoutRequest, rewardSatoshis: number | null): PayoutRefusal | null => {
  if (contract === null) return { code: 'contract-not-found' };
  if (contract.status !== 'completed') return { code: 'contract-not-completed', contractStatus: contract.status };
  if (request.payee.toLowerCase() === request.payer.toLowerCase()) return { code: 'payee-is-payer' };
  const reason = overrideReasonOf(request.overrideReason);
  if (reason !== null) {
    const invalid = reason.length > PAYOUT_OVERRIDE_REASON_MAX_LENGTH || holdsNulCharacter(reason);
    return invalid ? { code: 'invalid-override-reason' } : null;
  }
  const worker = workerOf(contract);
  if (worker === null) return { code: 'no-worker' };
  if (worker.toLowerCase() !== request.payee.toLowerCase()) return { code: 'payee-not-worker', worker };
  if (rewardSatoshis !== null && rewardSatoshis !== request.satoshis) return { code: 'amount-not-reward', rewardSatoshis };
  return null;
};
