import type { PgTable } from 'drizzle-orm/pg-core';
import { DatabaseUnavailableError, type Database } from './database';
import { guardDatabase } from './guardDatabase';

interface Waiting<Row> {
  readonly values: Record<string, unknown>;
  readonly resolve: (row: Row) => void;
  readonly reject: (error: unknown) => void;
}

/** The most rows one statement inserts. */
const MAX_BATCH = 200;

/**
 * Inserts rows of one table several at a time: the rows that arrive in one turn of the event loop (and while a
 * statement runs) go in the next multi-row `INSERT … RETURNING`, one commit for all instead of one each (a commit,
 * a WAL flush or a PGlite file sync, is what bounds single-row writes). Each caller gets its own row back once the
 * statement committed: nothing is acknowledged before it is durable. A statement the database refuses for a value
 * is tried again row by row, so only the caller of that row fails; a database that cannot answer fails them all.
 */
export class InsertBatch<Row> {
  private waiting: Waiting<Row>[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly db: Database,
    private readonly table: PgTable,
  ) {}

  /** The row as stored (its id and defaults filled in). */
  insert(values: Record<string, unknown>): Promise<Row> {
    return new Promise<Row>((resolve, reject) => {
      this.waiting.push({ values, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runOne();
    });
  }

  private async runOne(): Promise<void> {
    this.running = true;
    const batch = this.waiting.splice(0, MAX_BATCH);
    try {
      const outcomes = await this.outcomes(batch.map((waiting) => waiting.values));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index]!;
        if ('error' in outcome) waiting.reject(outcome.error);
        else waiting.resolve(outcome.row);
      });
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  /** Each row's outcome, in order; never throws. PostgreSQL returns a multi-row VALUES insert's rows in its order. */
  private async outcomes(rows: readonly Record<string, unknown>[]): Promise<readonly ({ row: Row } | { error: unknown })[]> {
    try {
      const stored = (await guardDatabase(() => this.db.insert(this.table).values(rows as never).returning())) as Row[];
      return stored.map((row) => ({ row }));
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || rows.length === 1) return rows.map(() => ({ error }));
      const alone: ({ row: Row } | { error: unknown })[] = [];
      for (const row of rows) alone.push(...(await this.outcomes([row])));
      return alone;
    }
  }
}
