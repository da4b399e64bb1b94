import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/** GitHub identity's tables (`0008_github_identity.sql`, `0017_github_link_account.sql`); the SQL of record is the migrations. */
export const githubLinks = pgTable('github_links', {
  sessionIdHash: text('session_id_hash').primaryKey(),
  login: text('login').notNull(),
  /** The GitHub access token, sealed by `TokenCipher`. */
  tokenCiphertext: text('token_ciphertext').notNull(),
  linkedAt: bigint('linked_at', { mode: 'number' }).notNull(),
  /** The HandCash account (handle) the login is linked for (`0017_github_link_account.sql`). */
  handcashHandle: text('handcash_handle').notNull(),
});

export const githubSignIns = pgTable(
  'github_sign_ins',
  {
    /** SHA-256 of the `state` sent to GitHub. */
    stateHash: text('state_hash').primaryKey(),
    sessionIdHash: text('session_id_hash').notNull(),
    returnPath: text('return_path').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('github_sign_ins_expires_at').on(table.expiresAt)],
);

export const githubIdentitySchema = { githubLinks, githubSignIns };
