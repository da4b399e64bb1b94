import type { Claim } from '../../domain/contracts/claim';
import { placeClaim, releaseClaim, type ClaimBoard, type ReleaseRefusal } from '../../domain/contracts/claimRules';
import type { ClaimRepository, PlaceClaimOutcome } from '../../ports/claimRepository.port';

/** The claims repository in memory, under the same domain rules the database enforces (tests). */
export class MemoryClaimRepository implements ClaimRepository {
  private board: ClaimBoard = new Map();

  openClaims(): Promise<readonly Claim[]> {
    return Promise.resolve([...this.board.values()].sort((a, b) => a.issueNumber - b.issueNumber));
  }

  place(claim: Claim, now: number): Promise<PlaceClaimOutcome> {
    const placed = placeClaim(this.board, claim, now);
    if (!placed.ok) return Promise.resolve({ kind: 'taken', holder: placed.error.holder });
    this.board = placed.value;
    return Promise.resolve({ kind: 'placed', claim });
  }

  release(issueNumber: number, by: string): Promise<'released' | ReleaseRefusal> {
    const released = releaseClaim(this.board, issueNumber, by);
    if (!released.ok) return Promise.resolve(released.error);
    this.board = released.value;
    return Promise.resolve('released');
  }

  expire(claim: Claim, now: number): Promise<boolean> {
    const open = this.board.get(claim.issueNumber);
    if (open === undefined || open.claimedAt !== claim.claimedAt || open.deadline > now) return Promise.resolve(false);
    const board = new Map(this.board);
    board.delete(claim.issueNumber);
    this.board = board;
    return Promise.resolve(true);
  }
}
