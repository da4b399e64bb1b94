import { NOT_SIGNED_IN_MESSAGES } from '../server/notSignedIn.texts';
import { of, type Observable } from 'rxjs';
import { createClaim, type Claim, type ClaimInput } from '../../domain/contracts/claim';
import { placeClaim, releaseClaim, type ClaimBoard as Board } from '../../domain/contracts/claimRules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ClaimBoard, ClaimBoardError } from '../../ports/claimBoard.port';
import type { Clock } from '../../ports/clock.port';

/** The claim board in memory, under the same rules as the server; `signedIn` says who is asking. */
export class MemoryClaimBoard implements ClaimBoard {
  private board: Board;
  /** When set, every call fails with this (a server or database that is down). */
  failure: ClaimBoardError | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly signedIn: () => string | null,
    claims: readonly Claim[] = [],
  ) {
    this.board = new Map(claims.map((claim) => [claim.issueNumber, claim]));
  }

  list(): Observable<Result<readonly Claim[], ClaimBoardError>> {
    return of(this.failure === null ? ok([...this.board.values()]) : err(this.failure));
  }

  claim(input: ClaimInput): Observable<Result<Claim, ClaimBoardError>> {
    const who = this.signedIn();
    if (this.failure !== null) return of(err(this.failure));
    if (who === null) return of(err<ClaimBoardError>({ code: 'not-authenticated', message: NOT_SIGNED_IN_MESSAGES.none }));
    const now = this.clock.now();
    const claim = createClaim(input, now, who);
    if (!claim.ok) return of(err<ClaimBoardError>({ code: 'invalid', message: claim.error.code, reason: claim.error.code }));
    const placed = placeClaim(this.board, claim.value, now);
    if (!placed.ok) return of(err<ClaimBoardError>({ code: 'taken', message: 'Already claimed', holder: placed.error.holder }));
    this.board = placed.value;
    return of(ok(claim.value));
  }

  release(issueNumber: number): Observable<Result<null, ClaimBoardError>> {
    const who = this.signedIn();
    if (this.failure !== null) return of(err(this.failure));
    if (who === null) return of(err<ClaimBoardError>({ code: 'not-authenticated', message: NOT_SIGNED_IN_MESSAGES.none }));
    const released = releaseClaim(this.board, issueNumber, who);
    if (!released.ok) {
      const reason = released.error === 'not-found' ? 'no-open-claim' : 'not-claimer';
      return of(err<ClaimBoardError>({ code: released.error === 'not-found' ? 'not-found' : 'forbidden', message: released.error, reason }));
    }
    this.board = released.value;
    return of(ok(null));
  }
}
