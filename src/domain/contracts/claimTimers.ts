import type { Claim } from './claim';
import type { ContractStatus } from './contract';

/** By default the claimant is reminded this long before the deadline: a day. */
export const CLAIM_REMINDER_DEFAULT_LEAD_MS = 86_400_000;

/**
 * Whether the server ends `claim` now: its deadline has come and nothing on GitHub moved the contract on (its status
 * is still `expired`; a claim whose pull request is open or merged is kept, so its claimant is paid).
 */
export const claimEndsNow = (claim: Pick<Claim, 'deadline'>, status: ContractStatus | null, now: number): boolean =>
  now >= claim.deadline && status === 'expired';

/** Whether the claimant is due the reminder now: within `leadMs` of the deadline, and the claim still running. */
export const reminderDue = (claim: Pick<Claim, 'deadline'>, status: ContractStatus | null, now: number, leadMs: number): boolean =>
  status === 'claimed' && now < claim.deadline && now >= claim.deadline - leadMs;

/**
 * When the next claim timer falls after `now` (a reminder's time or a deadline), or null when none is ahead: the
 * server sleeps until then (and at most its own maximum pause).
 */
export const nextClaimTimer = (claims: readonly Pick<Claim, 'deadline'>[], now: number, leadMs: number): number | null => {
  let next: number | null = null;
  for (const { deadline } of claims) {
    for (const at of [deadline - leadMs, deadline]) {
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
};

/** The key that makes a claim's reminder unique: one reminder per claim, however many servers sweep. */
export const reminderKey = (claim: Pick<Claim, 'issueNumber' | 'claimedAt'>): string => `claim-reminder:${claim.issueNumber}:${claim.claimedAt}`;
