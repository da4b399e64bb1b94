import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isNull } from 'drizzle-orm';

/**
 * The tables, as drizzle sees them. The SQL of record is `migrations/*.sql` (applied at start); this file must
 * describe the same columns. Times are epoch milliseconds (bigint).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's session id: the database never holds a usable id. */
    idHash: text('id_hash').primaryKey(),
    profile: jsonb('profile').notNull(),
    /** The wallet auth token, AES-256-GCM encrypted (see `tokenCipher.ts`). */
    tokenCiphertext: text('token_ciphertext').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** When the wallet last confirmed the token. */
    verifiedAt: bigint('verified_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('sessions_expires_at').on(table.expiresAt)],
);

export const claims = pgTable(
  'claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueNumber: integer('issue_number').notNull(),
    githubUsername: text('github_username').notNull(),
    handcashHandle: text('handcash_handle').notNull(),
    /** The handle of the signed-in person who made the claim; only they may release it. */
    claimerHandle: text('claimer_handle').notNull(),
    claimedAt: bigint('claimed_at', { mode: 'number' }).notNull(),
    deadline: bigint('deadline', { mode: 'number' }).notNull(),
    /** When the claim stopped being open (released, or replaced after its deadline); null while open. */
    endedAt: bigint('ended_at', { mode: 'number' }),
  },
  (table) => [uniqueIndex('claims_one_open_per_issue').on(table.issueNumber).where(isNull(table.endedAt))],
);

/** Payments of contract rewards (migration 0003): one per contract, one per idempotency key. */
export const payments = pgTable('payments', {
  issueNumber: integer('issue_number').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  payer: text('payer').notNull(),
  payee: text('payee').notNull(),
  satoshis: bigint('satoshis', { mode: 'number' }).notNull(),
  note: text('note').notNull(),
  state: text('state').$type<'pending-check' | 'paid'>().notNull(),
  transactionId: text('transaction_id'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  paidAt: bigint('paid_at', { mode: 'number' }),
  leaseUntil: bigint('lease_until', { mode: 'number' }).notNull(),
  payerTokenCiphertext: text('payer_token_ciphertext'),
});

export const schema = { sessions, claims, payments };
export type Schema = typeof schema;
