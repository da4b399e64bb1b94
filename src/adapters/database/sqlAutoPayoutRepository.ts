import type { AutoPayoutRepository, StoredAutoPayout } from '../../ports/autoPayoutRepository.port';
import { autoPayouts } from './autoPayoutSchema';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';

/** The automatic payout choices in PostgreSQL or PGlite (`auto_payouts`, migration 0009): one row per scope. */
export class SqlAutoPayoutRepository implements AutoPayoutRepository {
  constructor(private readonly db: Database) {}

  async all(): Promise<readonly StoredAutoPayout[]> {
    const rows = await guardDatabase(() => this.db.select().from(autoPayouts).orderBy(autoPayouts.scope));
    return rows.map(({ scope, enabled, maintainer, tokenCiphertext, updatedAt }) => ({ scope, enabled, maintainer, tokenCiphertext, updatedAt }));
  }

  async save(choice: StoredAutoPayout): Promise<void> {
    const { scope, enabled, maintainer, tokenCiphertext, updatedAt } = choice;
    await guardDatabase(() =>
      this.db
        .insert(autoPayouts)
        .values({ scope, enabled, maintainer, tokenCiphertext, updatedAt })
        .onConflictDoUpdate({ target: autoPayouts.scope, set: { enabled, maintainer, tokenCiphertext, updatedAt } }),
    );
  }
}
