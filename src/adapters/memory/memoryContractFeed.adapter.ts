import { map, Subject, type Observable } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import { ContractsDeriver } from '../../domain/contracts/deriveContracts';
import type { ClaimBoard } from '../../ports/claimBoard.port';
import type { Clock } from '../../ports/clock.port';
import type { ContractFeed, ContractFeedUpdate } from '../../ports/contractFeed.port';
import type { IssueTracker } from '../../ports/issueTracker.port';

/**
 * The server's contracts in memory, for tests: derived, as the server derives them, from an issue tracker's updates
 * and the claim board's claims at each load. `changed()` plays the server's change stream.
 */
export class MemoryContractFeed implements ContractFeed {
  private readonly deriver = new ContractsDeriver();
  private readonly changed$ = new Subject<void>();

  constructor(
    private readonly tracker: IssueTracker,
    private readonly board: ClaimBoard,
    private readonly clock: Clock,
  ) {}

  load(): Observable<ContractFeedUpdate> {
    return this.tracker.load().pipe(
      map((update): ContractFeedUpdate => {
        if (update.kind === 'failure') return update;
        const { issues, pulls } = update.records;
        const contracts = this.deriver.derive(issues, pulls, this.claims(), this.clock.now());
        return { kind: 'contracts', contracts, source: update.source, revalidating: update.revalidating, fault: null };
      }),
    );
  }

  changes(): Observable<void> {
    return this.changed$.asObservable();
  }

  /** The server's contracts changed: open pages load them again. */
  changed(): void {
    this.changed$.next();
  }

  /** The board's claims now (a board that fails gives none). */
  private claims(): ReadonlyMap<number, Claim> {
    let claims: ReadonlyMap<number, Claim> = new Map();
    this.board
      .list()
      .subscribe((answer) => {
        if (answer.ok) claims = new Map(answer.value.map((claim) => [claim.issueNumber, claim]));
      })
      .unsubscribe();
    return claims;
  }
}
