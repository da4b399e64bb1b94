import { defer, from, switchMap, type Observable } from 'rxjs';
import type { Claim, ClaimInput } from '../../domain/contracts/claim';
import type { Result } from '../../domain/shared/result';
import type { ClaimBoard, ClaimBoardError } from '../../ports/claimBoard.port';

/**
 * A ClaimBoard whose real adapter (and its response validation) loads on first use, so it stays out of the bundle
 * every route loads. Same contract as the adapter it loads; a failed load of the code is an observable error.
 */
export class LazyClaimBoard implements ClaimBoard {
  private loading: Promise<ClaimBoard> | null = null;

  constructor(private readonly create: () => Promise<ClaimBoard>) {}

  list(): Observable<Result<readonly Claim[], ClaimBoardError>> {
    return this.with((board) => board.list());
  }

  claim(input: ClaimInput): Observable<Result<Claim, ClaimBoardError>> {
    return this.with((board) => board.claim(input));
  }

  release(issueNumber: number): Observable<Result<null, ClaimBoardError>> {
    return this.with((board) => board.release(issueNumber));
  }

  private with<T>(call: (board: ClaimBoard) => Observable<T>): Observable<T> {
    return defer(() => {
      this.loading ??= this.create().catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
      return from(this.loading).pipe(switchMap(call));
    });
  }
}
