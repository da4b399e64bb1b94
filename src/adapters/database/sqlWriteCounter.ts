import { sql } from 'drizzle-orm';
import type { WriteCount, WriteCounter } from '../../ports/writeCounter.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';

/**
 * Counts writes in the database (`write_counts`, migration 0010), so every server on one PostgreSQL counts the same
 * client's writes together: one upsert per write into the client's fixed window (epoch ms rounded down to
 * `windowMs`). The first count of each new window seen here removes the windows before it.
 */
export class SqlWriteCounter implements WriteCounter {
  private latestWindow = 0;

  constructor(
    private readonly db: Database,
    private readonly windowMs: number,
  ) {}

  async add(client: string, at: number): Promise<WriteCount> {
    const windowStart = at - (at % this.windowMs);
    if (windowStart > this.latestWindow) {
      this.latestWindow = windowStart;
      void guardDatabase(() => this.db.execute(sql`DELETE FROM write_counts WHERE window_start < ${windowStart}`)).catch(() => undefined);
    }
    const answer = (await guardDatabase(() =>
      this.db.execute(sql`
        INSERT INTO write_counts (client, window_start, count) VALUES (${client}, ${windowStart}, 1)
        ON CONFLICT (client, window_start) DO UPDATE SET count = write_counts.count + 1
        RETURNING count`),
    )) as unknown as { rows: { count: number | string }[] };
    return { count: Number(answer.rows[0]?.count ?? 1), windowEndsAt: windowStart + this.windowMs };
  }
}
