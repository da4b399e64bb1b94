import { err, ok, type Result } from '../shared/result';
import { isClaimExpired, type Claim } from './claim';

/** The open claims, one per contract at most, by issue number. */
export type ClaimBoard = ReadonlyMap<number, Claim>;

/** Why a claim could not be placed: someone else holds an unexpired claim on the contract. */
export interface ClaimTaken {
  readonly code: 'taken';
  readonly holder: Claim;
}

export type ReleaseRefusal = 'not-found' | 'not-claimer';

/** The claim that blocks a new one on `issueNumber` at `now`: the open claim unless it has expired; else null. */
export const blockingClaim = (board: ClaimBoard, issueNumber: number, now: number): Claim | null => {
  const open = board.get(issueNumber);
  return open === undefined || isClaimExpired(open, now) ? null : open;
};

/**
 * Places `claim` at `now`: refused while another unexpired claim holds the contract; an expired claim is
 * replaced. So a board never holds two claims, and never more than one unexpired claim, per contract.
 */
export const placeClaim = (board: ClaimBoard, claim: Claim, now: number): Result<ClaimBoard, ClaimTaken> => {
  const holder = blockingClaim(board, claim.issueNumber, now);
  if (holder !== null) return err({ code: 'taken', holder });
  return ok(new Map(board).set(claim.issueNumber, claim));
};

/** Ends the open claim on `issueNumber`; only its claimer (`by`, a signed-in handle) may. */
export const releaseClaim = (board: ClaimBoard, issueNumber: number, by: string): Result<ClaimBoard, ReleaseRefusal> => {
  const open = board.get(issueNumber);
  if (open === undefined) return err('not-found');
  if (open.claimedBy !== by) return err('not-claimer');
  const next = new Map(board);
  next.delete(issueNumber);
  return ok(next);
};
