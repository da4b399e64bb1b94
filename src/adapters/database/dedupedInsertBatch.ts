import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { eachOrAlone, TurnBatch, type BatchOutcome } from './turnBatch';

/** The most rows one statement inserts. */
const MAX_BATCH = 200;

/**
 * Inserts rows of a table with a unique, nullable dedupe key several at a time (`TurnBatch`: one statement and one
 * commit for the rows sent together). A row whose key is stored already, or sent earlier in the same batch, is not
 * inserted; a row without a key always is. Answers whether each row was kept. A statement the database refuses for a
 * value is tried again row by row, so only that row's caller fails.
 */
export class DedupedInsertBatch extends TurnBatch<Record<string, unknown>, boolean> {
  constructor(
    private readonly db: Database,
    private readonly table: PgTable,
    private readonly keyColumn: PgColumn,
    /** The row's dedupe key (the value it gives `keyColumn`), null when it has none. */
    private readonly keyOf: (row: Record<string, unknown>) => string | null,
  ) {
    super(MAX_BATCH);
  }

  /** True once the row is stored; false when a row with its key was stored before. */
  insert(row: Record<string, unknown>): Promise<boolean> {
    return this.enqueue(row);
  }

  protected async settle(rows: readonly Record<string, unknown>[]): Promise<readonly BatchOutcome<boolean>[]> {
    // Only the first row with a key is sent: the later ones find it stored.
    const keys = new Set<string>();
    const sentIndexes: number[] = [];
    rows.forEach((row, index) => {
      const key = this.keyOf(row);
      if (key !== null && keys.has(key)) return;
      if (key !== null) keys.add(key);
      sentIndexes.push(index);
    });
    const outcomes = await eachOrAlone(
      sentIndexes.map((index) => rows[index]!),
      (sent) => this.statement(sent),
    );
    const outcomeOf = new Map(sentIndexes.map((index, position) => [index, outcomes[position]!]));
    return rows.map((_, index) => outcomeOf.get(index) ?? { answer: false });
  }

  private async statement(rows: readonly Record<string, unknown>[]): Promise<readonly boolean[]> {
    const kept = (await this.db
      .insert(this.table)
      .values(rows as never)
      .onConflictDoNothing({ target: this.keyColumn })
      .returning({ key: this.keyColumn })) as { key: string | null }[];
    const keptKeys = new Set(kept.map((row) => row.key));
    return rows.map((row) => {
      const key = this.keyOf(row);
      return key === null || keptKeys.has(key);
    });
  }
}
