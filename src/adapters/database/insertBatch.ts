import type { PgTable } from 'drizzle-orm/pg-core';
import { DatabaseUnavailableError, type Database } from './database';
import { guardDatabase } from './guardDatabase';
import { TurnBatch, type BatchOutcome } from './turnBatch';

/** The most rows one statement inserts. */
const MAX_BATCH = 200;

/**
 * Inserts rows of one table several at a time (`TurnBatch`): one multi-row `INSERT … RETURNING` and one commit for
 * the rows sent together. Each caller gets its own row back (PostgreSQL returns a multi-row VALUES insert's rows in
 * its order). A statement the database refuses for a value is tried again row by row, so only the caller of that
 * row fails; a database that cannot answer fails them all.
 */
export class InsertBatch<Row> extends TurnBatch<Record<string, unknown>, Row> {
  constructor(
    private readonly db: Database,
    private readonly table: PgTable,
  ) {
    super(MAX_BATCH);
  }

  /** The row as stored (its id and defaults filled in). */
  insert(values: Record<string, unknown>): Promise<Row> {
    return this.enqueue(values);
  }

  protected async settle(rows: readonly Record<string, unknown>[]): Promise<readonly BatchOutcome<Row>[]> {
    try {
      const stored = (await guardDatabase(() => this.db.insert(this.table).values(rows as never).returning())) as Row[];
      return stored.map((answer) => ({ answer }));
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || rows.length === 1) return rows.map(() => ({ error }));
      const alone: BatchOutcome<Row>[] = [];
      for (const row of rows) alone.push(...(await this.settle([row])));
      return alone;
    }
  }
}
