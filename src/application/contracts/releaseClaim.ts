import { tap, type Observable } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { ClaimBoard, ClaimBoardError } from '../../ports/claimBoard.port';
import type { UserSessionStore } from '../session/userSessionStore';
import type { ContractsStore } from './contractsState';

/** The claimer releases their claim: the contract shows as free again for everyone. */
export class ReleaseClaim {
  constructor(
    private readonly board: ClaimBoard,
    private readonly contracts: ContractsStore,
    private readonly session: UserSessionStore,
  ) {}

  /** Emits once and completes. A claim that is already gone (`not-found`) is shown as free too. */
  execute(issueNumber: number): Observable<Result<null, ClaimBoardError>> {
    return this.board.release(issueNumber).pipe(
      tap((answer) => {
        if (answer.ok || answer.error.code === 'not-found') this.contracts.removeClaim(issueNumber);
        else if (answer.error.code === 'authentication-expired') this.session.expire();
      }),
    );
  }
}
