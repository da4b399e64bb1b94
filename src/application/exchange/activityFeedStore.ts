import { BehaviorSubject, type Observable } from 'rxjs';
import type { ActivityEvent } from '../../domain/exchange/market/activity';
import type { MarketActivityFeed } from '../../ports/marketActivityFeed.port';

export interface ActivityFeedState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly events: readonly ActivityEvent[];
  /** The cursor of the page after those shown; null when they are all. */
  readonly next: string | null;
  readonly loadingMore: boolean;
}

/** One activity feed (an item's, or the market's, null) as a page shows it: the first page, then Load more. */
export class ActivityFeedStore {
  private readonly state = new BehaviorSubject<ActivityFeedState>({ phase: 'loading', events: [], next: null, loadingMore: false });
  readonly state$: Observable<ActivityFeedState> & { readonly value: ActivityFeedState } = this.state;
  private disposed = false;

  constructor(
    private readonly feed: MarketActivityFeed,
    private readonly itemId: string | null,
  ) {}

  async load(): Promise<void> {
    const answer = await this.feed.page(this.itemId, null);
    if (this.disposed) return;
    this.state.next(answer.ok ? { phase: 'ready', events: answer.value.events, next: answer.value.next, loadingMore: false } : { ...this.state.value, phase: 'failed' });
  }

  async loadMore(): Promise<void> {
    const { next, loadingMore } = this.state.value;
    if (next === null || loadingMore) return;
    this.state.next({ ...this.state.value, loadingMore: true });
    const answer = await this.feed.page(this.itemId, next);
    if (this.disposed) return;
    const current = this.state.value;
    this.state.next(answer.ok ? { ...current, events: [...current.events, ...answer.value.events], next: answer.value.next, loadingMore: false } : { ...current, loadingMore: false });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }
}
