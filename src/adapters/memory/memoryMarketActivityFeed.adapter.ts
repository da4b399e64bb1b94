import { Subject, type Observable } from 'rxjs';
import { ok, type Result } from '../../domain/shared/result';
import type { ActivityEvent } from '../../domain/exchange/market/activity';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import type { ActivityPage, MarketActivityFeed } from '../../ports/marketActivityFeed.port';

/** The activity feed in memory for the pages' tests: `events` newest first, `pageSize` a page; cursors are indexes. */
export class MemoryMarketActivityFeed implements MarketActivityFeed {
  constructor(
    public events: readonly ActivityEvent[] = [],
    private readonly pageSize = 30,
  ) {}

  async page(itemId: string | null, cursor: string | null): Promise<Result<ActivityPage, MarketDeskError>> {
    const matching = this.events.filter((event) => itemId === null || event.itemId === itemId);
    const start = cursor === null ? 0 : Number(cursor);
    const end = start + this.pageSize;
    return ok({ events: matching.slice(start, end), next: end < matching.length ? String(end) : null });
  }

  private readonly changed = new Subject<void>();

  changes(): Observable<void> {
    return this.changed;
  }

  /** A test's new event: it joins the newest first, and the feed's listeners hear of a change. */
  happen(event: ActivityEvent): void {
    this.events = [event, ...this.events];
    this.changed.next();
  }
}
