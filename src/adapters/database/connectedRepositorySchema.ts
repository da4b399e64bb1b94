import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Connected repositories (`0023_connected_repositories.sql`); the SQL of record is the migration. */
export const connectedRepositories = pgTable('connected_repositories', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  /** The lower-cased full name: one connection per repository. */
  fullNameKey: text('full_name_key').notNull().unique(),
  maintainers: jsonb('maintainers').$type<string[]>().notNull(),
  connectedBy: text('connected_by').notNull(),
  connectedAt: bigint('connected_at', { mode: 'number' }).notNull(),
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
});
