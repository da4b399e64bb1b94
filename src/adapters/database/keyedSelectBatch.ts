import { guardDatabase } from './guardDatabase';
import { TurnBatch, type BatchOutcome } from './turnBatch';

/** The most keys one statement looks up. */
const MAX_BATCH = 500;

/**
 * Looks rows up by key several at a time (`TurnBatch`): the keys asked for in one turn of the event loop are read by
 * one statement (`select`, e.g. `WHERE key = ANY(...)`), which starts after they were asked, so each answer is as
 * fresh as a query of its own. Answers each key's row, or null.
 */
export class KeyedSelectBatch<Row> extends TurnBatch<string, Row | null> {
  constructor(
    private readonly select: (keys: readonly string[]) => Promise<readonly Row[]>,
    private readonly keyOf: (row: Row) => string,
  ) {
    super(MAX_BATCH);
  }

  find(key: string): Promise<Row | null> {
    return this.enqueue(key);
  }

  protected async settle(keys: readonly string[]): Promise<readonly BatchOutcome<Row | null>[]> {
    try {
      const rows = await guardDatabase(() => this.select([...new Set(keys)]));
      const byKey = new Map(rows.map((row) => [this.keyOf(row), row]));
      return keys.map((key) => ({ answer: byKey.get(key) ?? null }));
    } catch (error) {
      return keys.map(() => ({ error }));
    }
  }
}
