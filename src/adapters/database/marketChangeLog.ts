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

  /**
   * A write's answer, once it is done, recorded as a change of its item (`itemOf`: the item, or how the answer names
   * it); a write that failed is recorded as a change of no known item, so a cached board reads everything again.
   */
  async after<T>(write: Promise<T>, itemOf: string | null | ((answer: T) => string | null)): Promise<T> {
    let answer: T;
    try {
      answer = await write;
    } catch (error) {
      this.record(null);
      throw error;
    }
    this.record(typeof itemOf === 'function' ? itemOf(answer) : itemOf);
    return answer;
  }

  since(revision: number): MarketChanges {
    const behind = this.revision - revision;
    if (behind < 0 || behind > this.touched.length) return { revision: this.revision, itemIds: null };
    const itemIds = this.touched.slice(this.touched.length - behind).filter((id): id is string => id !== null);
    return { revision: this.revision, itemIds: [...new Set(itemIds)] };
  }
}
