import type { Subscription } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import { contractStats } from '../../domain/contracts/contractStats';
import { ContractsDeriver } from '../../domain/contracts/deriveContracts';
import { MINUTE_MS } from '../../domain/contracts/contractConstants';
import type { ClaimBoard } from '../../ports/claimBoard.port';
import type { Clock } from '../../ports/clock.port';
import type { IssueTracker, RepositoryRecords, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';
import { Store } from '../shared/store';
import { INITIAL_CONTRACTS_STATE as INITIAL, type ContractsState, type ContractsStore as ContractsStoreService, type LoadProblem } from './contractsState';

export type { ContractsState, LoadProblem } from './contractsState';

/**
 * The contracts of the repository with everyone's claims applied (from the `ClaimBoard`). `open()` loads both
 * (the page calls it on mount) and refreshes the claims every minute; `close()` aborts what is in flight and
 * stops the clock; the data stays for the next visit.
 */
export class ContractsStore extends Store<ContractsState> implements ContractsStoreService {
  private records: RepositoryRecords | null = null;
  /** Remembers what each issue's body says with the records, so re-deriving costs only linking, status and claims. */
  private readonly deriver = new ContractsDeriver();
  private claims: ReadonlyMap<number, Claim> = new Map();
  private subscriptions: Subscription[] = [];
  private claimsLoad: Subscription | null = null;

  constructor(
    private readonly tracker: IssueTracker,
    private readonly board: ClaimBoard,
    private readonly clock: Clock,
  ) {
    super(INITIAL);
  }

  open(): void {
    this.close();
    this.refreshClaims();
    this.subscriptions = [
      this.tracker.load().subscribe((update) => this.apply(update)),
      // Every minute: remaining times count down, claims expire, and others' new claims show.
      this.clock.every(MINUTE_MS).subscribe(() => {
        this.rederive();
        this.refreshClaims();
      }),
    ];
  }

  /** Loads everyone's claims again; a failure keeps the claims shown and says so. */
  refreshClaims(): void {
    this.claimsLoad?.unsubscribe();
    this.claimsLoad = this.board.list().subscribe((answer) => {
      this.claimsLoad = null;
      if (!answer.ok) {
        this.setState({ ...this.state, claimsNotice: answer.error.message });
        return;
      }
      this.claims = new Map(answer.value.map((claim) => [claim.issueNumber, claim]));
      this.setState({ ...this.state, claimsNotice: null });
      this.rederive();
    });
  }

  close(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    this.claimsLoad?.unsubscribe();
    this.claimsLoad = null;
    if (this.state.refreshing) this.setState({ ...this.state, refreshing: false });
  }

  /** Shows a claim just placed, or the holder a refused claim met (see `ClaimContract`). */
  applyClaim(claim: Claim): void {
    this.claims = new Map(this.claims).set(claim.issueNumber, claim);
    this.rederive();
  }

  /** Shows a contract as no longer claimed (see `ReleaseClaim`). */
  removeClaim(issueNumber: number): void {
    const claims = new Map(this.claims);
    claims.delete(issueNumber);
    this.claims = claims;
    this.rederive();
  }

  private apply(update: RepositoryRecordsUpdate): void {
    if (update.kind === 'records') {
      this.records = update.records;
      this.rederive({ refreshing: update.revalidating, notice: null, failure: null });
      return;
    }
    const problem: LoadProblem = { error: update.error, seenAt: this.clock.now() };
    if (this.records === null) {
      this.setState({ ...INITIAL, phase: 'failed', failure: problem });
    } else {
      this.setState({ ...this.state, refreshing: false, notice: problem });
    }
  }

  private rederive(changes: Partial<ContractsState> = {}): void {
    if (this.records === null) return;
    const contracts = this.deriver.derive(this.records.issues, this.records.pulls, this.claims, this.clock.now());
    this.setState({ ...this.state, ...changes, phase: 'ready', contracts, stats: contractStats(contracts) });
  }

  override dispose(): void {
    this.close();
    super.dispose();
  }
}
