import type { ActivityEvent } from '../../domain/exchange/market/activity';
import type { ChangeSignals } from '../../ports/changeSignals.port';
import type { ListPage, PageRequest } from '../../ports/listPage';
import type { MarketActivity } from '../../ports/marketActivity.port';

/**
 * How long a server answers a feed's first page from memory. A market write through the API clears it at once (its
 * `market` change signal), another server's as soon as its signal arrives; this bound holds for writes that send no
 * signal (a mint, a payment settled in the background) and if a signal is lost.
 */
export const ACTIVITY_READ_CACHE_MS = 250;

/** The most first pages kept (one per item and page size asked); past it the memory starts again. */
const MOST_PAGES_KEPT = 500;

interface Kept {
  readonly at: number;
  readonly page: ListPage<ActivityEvent>;
}

interface Reading {
  readonly generation: number;
  readonly page: Promise<ListPage<ActivityEvent>>;
}

/**
 * A MarketActivity whose first pages (the market's, an item's) are read from the database at most once per `ttlMs`,
 * and concurrent readers of one first page share one query, so the feed's readers do not queue behind each other on
 * PGlite's single connection. Hearing a `market` or `everything` change signal (from any server) drops every kept
 * page, and a reader who comes after it never joins or keeps a read that began before it. Later pages (with a
 * cursor) are always read from the database: their position already pins them.
 */
export class CachedMarketActivity implements MarketActivity {
  private readonly kept = new Map<string, Kept>();
  private readonly reading = new Map<string, Reading>();
  private generation = 0;

  constructor(
    private readonly inner: MarketActivity,
    signals: ChangeSignals | null,
    private readonly ttlMs: number = ACTIVITY_READ_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    signals?.listen(({ topic }) => {
      if (topic === 'market' || topic === 'everything') this.invalidate();
    });
  }

  page(itemId: string | null, request: PageRequest): Promise<ListPage<ActivityEvent>> {
    if (request.after !== null) return this.inner.page(itemId, request);
    const key = `${request.limit} ${itemId ?? ''}`;
    const at = this.now();
    const kept = this.kept.get(key);
    if (kept !== undefined && at - kept.at < this.ttlMs) return Promise.resolve(kept.page);
    const reading = this.reading.get(key);
    if (reading !== undefined && reading.generation === this.generation) return reading.page;
    const generation = this.generation;
    const page = this.inner.page(itemId, request).then((answer) => {
      if (generation === this.generation) {
        if (this.kept.size >= MOST_PAGES_KEPT) this.kept.clear();
        this.kept.set(key, { at, page: answer });
      }
      return answer;
    });
    const settled = page.finally(() => {
      if (this.reading.get(key)?.page === settled) this.reading.delete(key);
    });
    this.reading.set(key, { generation, page: settled });
    return settled;
  }

  /** The market changed: every kept page is old, and so is every read under way. */
  private invalidate(): void {
    this.generation += 1;
    this.kept.clear();
  }
}
