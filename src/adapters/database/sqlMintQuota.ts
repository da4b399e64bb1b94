import { sql } from 'drizzle-orm';
import type { MintQuota } from '../../ports/mintQuota.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';

/**
 * The daily mint counts in the database (`mint_counts`, migration 0019), shared by every server of a PostgreSQL: one
 * upsert per mint that adds one only while the day's count is under the limit (the row's lock makes it atomic across
 * servers). The first count of each new day seen here removes the days before yesterday.
 */
export class SqlMintQuota implements MintQuota {
  private latestDay = 0;

  constructor(private readonly db: Database) {}

  async take(account: string, day: number, limit: number): Promise<boolean> {
    if (day > this.latestDay) {
      this.latestDay = day;
      void guardDatabase(() => this.db.execute(sql`DELETE FROM mint_counts WHERE day < ${day - 1}`)).catch(() => undefined);
    }
    const answer = (await guardDatabase(() =>
      this.db.execute(sql`
        INSERT INTO mint_counts (account, day, count) VALUES (${account}, ${day}, 1)
        ON CONFLICT (account, day) DO UPDATE SET count = mint_counts.count + 1 WHERE mint_counts.count < ${limit}
        RETURNING count`),
    )) as unknown as { rows: unknown[] };
    return answer.rows.length > 0;
  }

  async giveBack(account: string, day: number): Promise<void> {
    await guardDatabase(() => this.db.execute(sql`UPDATE mint_counts SET count = count - 1 WHERE account = ${account} AND day = ${day} AND count > 0`));
  }
}
