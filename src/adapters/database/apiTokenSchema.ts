import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ApiTokenScope } from '../../domain/apiTokens/apiToken';

/** Personal API tokens (`0022_api_tokens.sql`); the SQL of record is the migration. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the secret: the id hash of the session the token acts through. */
    secretHash: text('secret_hash').notNull().unique(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiTokenScope[]>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    lastUsedAt: bigint('last_used_at', { mode: 'number' }),
  },
  (table) => [index('api_tokens_owner').on(table.owner, table.createdAt)],
);
