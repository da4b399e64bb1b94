import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The maintainers' automatic payout choices (`0009_auto_payouts.sql`); the SQL of record is the migration. */
export const autoPayouts = pgTable('auto_payouts', {
  /** The contract's issue number, or 0 for every contract. */
  scope: integer('scope').primaryKey(),
  enabled: boolean('enabled').notNull(),
  maintainer: text('maintainer').notNull(),
  /** The maintainer's wallet auth token, AES-256-GCM encrypted, while the choice is on. */
  tokenCiphertext: text('token_ciphertext'),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});
