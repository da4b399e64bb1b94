import type { PreparedPage } from './listAnswers';

/**
 * How long a server answers a list's first page from memory. Its own writes clear it at once; another server's
 * writes on the same PostgreSQL show here within this time (as the claims list's cache).
 */
export const FIRST_PAGE_CACHE_MS = 500;

/**
 * A list's first page, prepared (JSON text and ETag), read from the database at most once per `ttlMs`; concurrent
 * readers share one read. `invalidate` (every write to the list) clears it, and a read that began before a write
 * never stores its older answer.
 */
export class FirstPageCache {
  private cached: { readonly at: number; readonly page: PreparedPage } | null = null;
  private pending: Promise<PreparedPage> | null = null;
  private generation = 0;

  constructor(
    private readonly ttlMs: number = FIRST_PAGE_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The cached page while fresh, else `read`'s (shared by the readers that came meanwhile). */
  page(read: () => Promise<PreparedPage>): PreparedPage | Promise<PreparedPage> {
    const at = this.now();
    if (this.cached !== null && at - this.cached.at < this.ttlMs) return this.cached.page;
    if (this.pending !== null) return this.pending;
    const generation = this.generation;
    const reading = read().then((page) => {
      if (generation === this.generation) this.cached = { at, page };
      return page;
    });
    const settled = reading.finally(() => {
      if (this.pending === settled) this.pending = null;
    });
    this.pending = settled;
    return settled;
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.pending = null;
  }
}
