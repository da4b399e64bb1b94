import { of, tap, type Observable } from 'rxjs';
import { createClaim, type Claim, type ClaimError, type ClaimInput } from '../../domain/contracts/claim';
import { notAuthenticated, type NotAuthenticated } from '../../domain/session/sessionErrors';
import { err, type Result } from '../../domain/shared/result';
import type { ClaimBoard, ClaimBoardError } from '../../ports/claimBoard.port';
import type { Clock } from '../../ports/clock.port';
import type { UserSessionStore } from '../session/userSessionStore';
import type { ContractsStore } from './contractsState';

/**
 * Claims a contract for the signed-in person on the shared claim board, so every visitor sees it. The form is
 * checked here first (the server checks again); a contract someone else holds shows their claim; a session the
 * wallet no longer accepts ends the session with the notice `authentication-expired`.
 */
export class ClaimContract {
  constructor(
    private readonly board: ClaimBoard,
    private readonly contracts: ContractsStore,
    private readonly session: UserSessionStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Emits once and completes: the claim as stored, or why not (nobody signed in: `not-authenticated`; a form the
   * domain refuses: its `ClaimError` code; both worded by the view). Nothing is sent until subscribed.
   */
  execute(input: ClaimInput): Observable<Result<Claim, ClaimBoardError | ClaimError | NotAuthenticated>> {
    const who = this.session.state.session?.profile.handle;
    if (who === undefined) return of(err(notAuthenticated()));
    const checked = createClaim(input, this.clock.now(), who);
    if (!checked.ok) return of(err<ClaimError>(checked.error));
    return this.board.claim(input).pipe(
      tap((answer) => {
        if (answer.ok) this.contracts.applyClaim(answer.value);
        else if (answer.error.code === 'taken') this.contracts.applyClaim(answer.error.holder);
        else if (answer.error.code === 'authentication-expired') this.session.expire();
      }),
    );
  }
}
