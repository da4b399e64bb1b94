import type { Subscription } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import { contractStats } from '../../domain/contracts/contractStats';
import { ContractsDeriver } from '../../domain/contracts/deriveContracts';
import { MINUTE_MS } from '../../domain/contracts/contractConstants';
import type { Clock } from '../../ports/clock.port';
import type { IssueTracker, RepositoryRecords, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';
import { Store } from '../shared/store';
import type { ClaimsRepository } from './claimsRepository';
import { INITIAL_CONTRACTS_STATE as INITIAL, type ContractsState, type ContractsStore as ContractsStoreService, type LoadProblem } from './contractsState';

export type { ContractsState, LoadProblem } from './contractsState';

/**
 * The contracts of the repository with the local claims applied. `open()` loads (the page calls it on mount),
 * `close()` aborts what is in flight and stops the expiry clock; the data stays for the next visit.
 */
export class ContractsStore extends Store<ContractsState> implements ContractsStoreService {
  private records: RepositoryRecords | null = null;
  /** Remembers what each issue's body says with the records, so re-deriving costs only linking, status and claims. */
  private readonly deriver = new ContractsDeriver();
  private claims: ReadonlyMap<number, Claim>;
  private subscriptions: Subscription[] = [];

  constructor(
    private readonly tracker: IssueTracker,
    claimsRepository: ClaimsRepository,
    private readonly clock: Clock,
  ) {
    super(INITIAL);
    this.claims = claimsRepository.all();
  }

  open(): void {
    this.close();
    this.subscriptions = [
      this.tracker.load().subscribe((update) => this.apply(update)),
      // Re-derive every minute so remaining times count down and claims expire while the page is open.
      this.clock.every(MINUTE_MS).subscribe(() => this.rederive()),
    ];
  }

  close(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    if (this.state.refreshing) this.setState({ ...this.state, refreshing: false });
  }

  /** Applies a claim just saved (see `claimContract`). */
  claimsChanged(claims: ReadonlyMap<number, Claim>): void {
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
