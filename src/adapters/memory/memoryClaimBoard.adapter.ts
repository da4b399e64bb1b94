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
    if (who === null) return of(err<ClaimBoardError>({ code: 'not-authenticated', message: 'Unauthorized', reason: 'not-authenticated' }));
    const now = this.clock.now();
    const claim = createClaim(input, now, who);
    if (!claim.ok) return of(err<ClaimBoardError>({ code: 'invalid', message: 'Bad Request', reason: claim.error.code }));
    const placed = placeClaim(this.board, claim.value, now);
    if (!placed.ok) return of(err<ClaimBoardError>({ code: 'taken', message: 'Conflict', reason: 'taken', holder: placed.error.holder }));
    this.board = placed.value;
    return of(ok(claim.value));
  }

  release(issueNumber: number): Observable<Result<null, ClaimBoardError>> {
    const who = this.signedIn();
    if (this.failure !== null) return of(err(this.failure));
    if (who === null) return of(err<ClaimBoardError>({ code: 'not-authenticated', message: 'Unauthorized', reason: 'not-authenticated' }));
    const released = releaseClaim(this.board, issueNumber, who);
    if (!released.ok) {
      const refusal = released.error === 'not-found' ? { code: 'not-found' as const, reason: 'no-open-claim' } : { code: 'forbidden' as const, reason: 'not-claimer' };
      return of(err<ClaimBoardError>({ ...refusal, message: released.error }));
    }
    this.board = released.value;
    return of(ok(null));
  }
}
