import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { eachOrAlone, TurnBatch, type BatchOutcome } from './turnBatch';
import { turnRows } from './turnStatements';
import { unnestInsert, type UnnestColumn } from './unnestInsert';

/** The most rows one statement inserts. */
const MAX_BATCH = 500;

/**
 * Inserts rows of a table with a unique, nullable dedupe key several at a time (`TurnBatch`: one statement and one
 * commit for the rows sent together, in the order they were sent). A row whose key is stored already, or sent
 * earlier in the same batch, is not inserted; a row without a key always is. Answers whether each row was kept. A
 * statement the database refuses for a value is tried again row by row, so only that row's caller fails.
 */
export class DedupedInsertBatch<Item> extends TurnBatch<Item, boolean> {
  constructor(
    private readonly db: Database,
    private readonly table: PgTable,
    private readonly columns: readonly UnnestColumn<Item>[],
    private readonly keyColumn: PgColumn,
    /** The item's dedupe key (the value it gives `keyColumn`), null when it has none. */
    private readonly keyOf: (item: Item) => string | null,
  ) {
    super(MAX_BATCH);
  }

  /** True once the row is stored; false when a row with its key was stored before. */
  insert(item: Item): Promise<boolean> {
    return this.enqueue(item);
  }

  protected async settle(items: readonly Item[]): Promise<readonly BatchOutcome<boolean>[]> {
    // Only the first row with a key is sent: the later ones find it stored.
    const keys = new Set<string>();
    const sentIndexes: number[] = [];
    items.forEach((item, index) => {
      const key = this.keyOf(item);
      if (key !== null && keys.has(key)) return;
      if (key !== null) keys.add(key);
      sentIndexes.push(index);
    });
    const outcomes = await eachOrAlone(
      sentIndexes.map((index) => items[index]!),
      (sent) => this.statement(sent),
    );
    const outcomeOf = new Map(sentIndexes.map((index, position) => [index, outcomes[position]!]));
    return items.map((_, index) => outcomeOf.get(index) ?? { answer: false });
  }

  private async statement(items: readonly Item[]): Promise<readonly boolean[]> {
    const key = sql.identifier(this.keyColumn.name);
    const kept = await turnRows(this.db, getTableName(this.table), sql`${unnestInsert(this.table, this.columns, items)} ON CONFLICT (${key}) DO NOTHING RETURNING ${key} AS "key"`);
    const keptKeys = new Set(kept.map((row) => row['key']));
    return items.map((item) => {
      const itemKey = this.keyOf(item);
      return itemKey === null || keptKeys.has(itemKey);
    });
  }
}
