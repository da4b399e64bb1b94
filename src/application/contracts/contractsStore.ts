import type { Subscription } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import type { Contract } from '../../domain/contracts/contract';
import { contractStats, type ContractStats } from '../../domain/contracts/contractStats';
import { deriveContracts } from '../../domain/contracts/deriveContracts';
import { fallbackExplanation, staleDataNotice } from '../../domain/contracts/loadFailureText';
import { MINUTE_MS } from '../../domain/contracts/contractConstants';
import type { ClaimBoard } from '../../ports/claimBoard.port';
import type { Clock } from '../../ports/clock.port';
import type { IssueTracker, RepositoryRecords, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';
import { Store } from '../shared/store';

/** What the contracts page shows. */
export interface ContractsState {
  /** `loading` until the first data or failure; `failed` only when there is no data at all to show. */
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly contracts: readonly Contract[];
  readonly stats: ContractStats;
  /** A refresh is under way while older data shows. */
  readonly refreshing: boolean;
  /** Above last good data when a refresh failed. */
  readonly notice: string | null;
  /** The fallback card's explanation when the load failed and nothing can be shown. */
  readonly failure: string | null;
  /** Why the claims could not be loaded (the contracts then show without them); null when they were. */
  readonly claimsNotice: string | null;
}

const EMPTY_STATS = contractStats([]);
const INITIAL: ContractsState = {
  phase: 'loading',
  contracts: [],
  stats: EMPTY_STATS,
  refreshing: false,
  notice: null,
  failure: null,
  claimsNotice: null,
};

/**
 * The contracts of the repository with everyone's claims applied (from the `ClaimBoard`). `open()` loads both
 * (the page calls it on mount) and refreshes the claims every minute; `close()` aborts what is in flight and
 * stops the clock; the data stays for the next visit.
 */
export class ContractsStore extends Store<ContractsState> {
  private records: RepositoryRecords | null = null;
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
    const now = this.clock.now();
    if (this.records === null) {
      this.setState({ ...INITIAL, phase: 'failed', failure: fallbackExplanation(update.error, now) });
    } else {
      this.setState({ ...this.state, refreshing: false, notice: staleDataNotice(update.error, now) });
    }
  }

  private rederive(changes: Partial<ContractsState> = {}): void {
    if (this.records === null) return;
    const contracts = deriveContracts(this.records.issues, this.records.pulls, this.claims, this.clock.now());
    this.setState({ ...this.state, ...changes, phase: 'ready', contracts, stats: contractStats(contracts) });
  }

  override dispose(): void {
    this.close();
    super.dispose();
  }
}
