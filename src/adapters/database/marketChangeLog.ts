import type { MarketChanges } from '../../ports/marketRepository.port';

/** How many writes the log remembers; a reader further behind reads everything again. */
const REMEMBERED = 1_000;

/**
 * The writes a market repository made, by revision, with the item each touched (null: no item's records, e.g. a
 * dividend), so a cached board re-reads only those items (`MarketRepository.changes`).
 */
export class MarketChangeLog {
  private revision = 0;
  private readonly touched: (string | null)[] = [];

  record(itemId: string | null): void {
    this.revision += 1;
    this.touched.push(itemId);
    if (this.touched.length > REMEMBERED) this.touched.shift();
  }

  since(revision: number): MarketChanges {
    const behind = this.revision - revision;
    if (behind < 0 || behind > this.touched.length) return { revision: this.revision, itemIds: null };
    const itemIds = this.touched.slice(this.touched.length - behind).filter((id): id is string => id !== null);
    return { revision: this.revision, itemIds: [...new Set(itemIds)] };
  }
}
