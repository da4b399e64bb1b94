import { skip, type Subscription } from 'rxjs';
import { contractStats } from '../../domain/contracts/contractStats';
import { MINUTE_MS } from '../../domain/contracts/contractConstants';
import type { Clock } from '../../ports/clock.port';
import type { ContractFeed, ContractFeedUpdate } from '../../ports/contractFeed.port';
import { Store } from '../shared/store';
import { INITIAL_CONTRACTS_STATE as INITIAL, type ContractsState, type ContractsStore } from './contractsState';

/**
 * The contracts as the server says (it derives them from GitHub and the claims). `open()` loads them and follows the
 * server's change stream; every minute it asks again (an unchanged list costs a 304), so claims past their deadline
 * show expired. A claim placed or released here reloads at once. `close()` stops it all; the data stays.
 */
export class ServerContractsStore extends Store<ContractsState> implements ContractsStore {
  private subscriptions: Subscription[] = [];
  private loading: Subscription | null = null;

  constructor(
    private readonly feed: ContractFeed,
    private readonly clock: Clock,
  ) {
    super(INITIAL);
  }

  open(): void {
    this.close();
    this.reload();
    this.subscriptions = [
      this.feed.changes().subscribe(() => this.reload()),
      this.clock.every(MINUTE_MS).pipe(skip(1)).subscribe(() => this.reload()),
    ];
  }

  close(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    this.loading?.unsubscribe();
    this.loading = null;
    if (this.state.refreshing) this.setState({ ...this.state, refreshing: false });
  }

  /** The server holds the claims: asking it again shows them. */
  refreshClaims(): void {
    this.reload();
  }

  applyClaim(): void {
    this.reload();
  }

  removeClaim(): void {
    this.reload();
  }

  override dispose(): void {
    this.close();
    super.dispose();
  }

  private reload(): void {
    this.loading?.unsubscribe();
    this.loading = this.feed.load().subscribe((update) => this.apply(update));
  }

  private apply(update: ContractFeedUpdate): void {
    if (update.kind === 'contracts') {
      const { contracts, revalidating, fault, keptAt } = update;
      const notice = fault === null ? null : { error: fault, seenAt: this.clock.now() };
      this.setState({ ...this.state, phase: 'ready', contracts, stats: contractStats(contracts), refreshing: revalidating, notice, failure: null, claimsNotice: null, offlineAsOf: keptAt ?? null });
      return;
    }
    const problem = { error: update.error, seenAt: this.clock.now() };
    if (this.state.phase !== 'ready') this.setState({ ...INITIAL, phase: 'failed', failure: problem });
    else this.setState({ ...this.state, refreshing: false, notice: problem });
  }
}
