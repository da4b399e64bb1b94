import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
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
  private live: Subscription | null = null;

  constructor(
    private readonly feed: MarketActivityFeed,
    private readonly itemId: string | null,
  ) {}

  /** Reads the first page, then keeps up: after each change of the market, the newest events join at the top. */
  async load(): Promise<void> {
    this.live ??= this.feed.changes().subscribe(() => void this.refresh());
    const answer = await this.feed.page(this.itemId, null);
    if (this.disposed) return;
    this.state.next(answer.ok ? { phase: 'ready', events: answer.value.events, next: answer.value.next, loadingMore: false } : { ...this.state.value, phase: 'failed' });
  }

  /** The first page read again: the events not shown yet go on top; those shown, and the pages below, stay. */
  private async refresh(): Promise<void> {
    const answer = await this.feed.page(this.itemId, null);
    if (this.disposed || !answer.ok) return;
    const current = this.state.value;
    if (current.phase !== 'ready') {
      this.state.next({ phase: 'ready', events: answer.value.events, next: answer.value.next, loadingMore: false });
      return;
    }
    const shown = new Set(current.events.map((event) => event.id));
    const fresh = answer.value.events.filter((event) => !shown.has(event.id));
    // A whole page of new events may hide more between them and those shown: the feed starts again from the top.
    if (fresh.length === answer.value.events.length && answer.value.next !== null) this.state.next({ ...current, events: fresh, next: answer.value.next });
    else if (fresh.length > 0) this.state.next({ ...current, events: [...fresh, ...current.events] });
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
    this.live?.unsubscribe();
    this.state.complete();
  }
}
