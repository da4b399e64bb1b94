import { err, ok, type Result } from '../shared/result';
import { CLAIM_DEADLINE_DAY_OPTIONS, CLAIM_DEFAULT_DEADLINE_DAYS, DAY_MS } from './contractConstants';

/** A developer's local claim on a contract, kept in the browser until a deadline (epoch ms). */
export interface Claim {
  readonly issueNumber: number;
  readonly githubUsername: string;
  readonly handcashHandle: string;
  readonly claimedAt: number;
  readonly deadline: number;
}

/** What the claim form sends. */
export interface ClaimInput {
  readonly issueNumber: number;
  readonly githubUsername: string;
  readonly handcashHandle: string;
  /** One of `CLAIM_DEADLINE_DAY_OPTIONS`; 7 when absent. */
  readonly estimatedDays?: number;
}

export type ClaimErrorCode = 'required-fields' | 'invalid-deadline' | 'invalid-issue';

/** Why a claim was refused; the view words it (one table maps each code to its message). */
export interface ClaimError {
  readonly code: ClaimErrorCode;
}

/** A claim made now, lasting the chosen number of days; usernames are stored trimmed. */
export const createClaim = (input: ClaimInput, now: number): Result<Claim, ClaimError> => {
  const githubUsername = input.githubUsername.trim();
  const handcashHandle = input.handcashHandle.trim();
  if (githubUsername === '' || handcashHandle === '') {
    return err({ code: 'required-fields' });
  }
  const days = input.estimatedDays ?? CLAIM_DEFAULT_DEADLINE_DAYS;
  if (!CLAIM_DEADLINE_DAY_OPTIONS.includes(days)) {
    return err({ code: 'invalid-deadline' });
  }
  if (!Number.isSafeInteger(input.issueNumber) || input.issueNumber <= 0) {
    return err({ code: 'invalid-issue' });
  }
  return ok({ issueNumber: input.issueNumber, githubUsername, handcashHandle, claimedAt: now, deadline: now + days * DAY_MS });
};

/** A claim has expired once now is past its deadline (at the deadline it still holds). */
export const isClaimExpired = (claim: Pick<Claim, 'deadline'>, now: number): boolean => now > claim.deadline;
