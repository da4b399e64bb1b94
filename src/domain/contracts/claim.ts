import { err, ok, type Result } from '../shared/result';
import { HANDCASH_HANDLE_RULE, isHandCashHandle, normalizeHandCashHandle } from '../shared/handCashHandle';
import { holdsNulCharacter } from '../shared/storableText';
import type { ClaimTerms } from './contract';
import { CLAIM_DEADLINE_DAY_OPTIONS, CLAIM_DEFAULT_DEADLINE_DAYS, DAY_MS } from './contractConstants';

/** A developer's claim on a contract, held until a deadline (epoch ms); everyone sees it. */
export interface Claim {
  readonly issueNumber: number;
  readonly githubUsername: string;
  /** Without a leading `$` (the views add it). */
  readonly handcashHandle: string;
  /** The handle of the signed-in person who claimed it: only they may release it. */
  readonly claimedBy: string;
  readonly claimedAt: number;
  readonly deadline: number;
  /**
   * The reward, unit and hours the contract stated when the claim was placed (the server sets them from its own
   * contract, never from the request). Null or absent: unknown, a claim placed before claims kept their terms.
   */
  readonly terms?: ClaimTerms | null;
}

/** What the claim form sends. */
export interface ClaimInput {
  readonly issueNumber: number;
  readonly githubUsername: string;
  readonly handcashHandle: string;
  /** One of `CLAIM_DEADLINE_DAY_OPTIONS`; 7 when absent. */
  readonly estimatedDays?: number;
}

export type ClaimErrorCode = 'required-fields' | 'nul-character' | typeof HANDCASH_HANDLE_RULE | 'invalid-deadline' | 'invalid-issue';

/** Why a claim was refused; the view words it (one table maps each code to its message). */
export interface ClaimError {
  readonly code: ClaimErrorCode;
}

export { isHandCashHandle, normalizeHandCashHandle };

/**
 * A claim made now by the signed-in `claimedBy`, lasting the chosen number of days (of `dayMs` each: a day unless
 * the server is told otherwise); names are stored trimmed and the handle without its `$`, and may not hold the NUL
 * character; the handle must be a HandCash handle (`isHandCashHandle`).
 */
export const createClaim = (input: ClaimInput, now: number, claimedBy: string, dayMs: number = DAY_MS): Result<Claim, ClaimError> => {
  const githubUsername = input.githubUsername.trim();
  const handcashHandle = normalizeHandCashHandle(input.handcashHandle);
  if (githubUsername === '' || handcashHandle === '') {
    return err({ code: 'required-fields' });
  }
  if (holdsNulCharacter(githubUsername) || holdsNulCharacter(handcashHandle)) return err({ code: 'nul-character' });
  if (!isHandCashHandle(handcashHandle)) return err({ code: HANDCASH_HANDLE_RULE });
  const days = input.estimatedDays ?? CLAIM_DEFAULT_DEADLINE_DAYS;
  if (!CLAIM_DEADLINE_DAY_OPTIONS.includes(days)) {
    return err({ code: 'invalid-deadline' });
  }
  if (!Number.isSafeInteger(input.issueNumber) || input.issueNumber <= 0) {
    return err({ code: 'invalid-issue' });
  }
  return ok({
    issueNumber: input.issueNumber,
    githubUsername,
    handcashHandle,
    claimedBy,
    claimedAt: now,
    deadline: now + days * dayMs,
  });
};

/** A claim expires at its deadline: from that instant on it holds nothing and the contract may be claimed again. */
export const isClaimExpired = (claim: Pick<Claim, 'deadline'>, now: number): boolean => now >= claim.deadline;
