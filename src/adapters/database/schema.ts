import { bigint, bigserial, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isNull } from 'drizzle-orm';
import { marketSchema } from './marketSchema';
import { githubIdentitySchema } from './githubIdentitySchema';
import { autoPayouts } from './autoPayoutSchema';
import { itemFiles } from './itemFilesSchema';
import { apiTokens } from './apiTokenSchema';
import { escrowLedger } from './escrowLedgerSchema';
import { connectedRepositories } from './connectedRepositorySchema';

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
    /** The terms the claim froze (migration 0021); null for a claim placed before: unknown. */
    rewardAmount: doublePrecision('reward_amount'),
    rewardUnit: text('reward_unit'),
    estimatedHours: doublePrecision('estimated_hours'),
    /** The contract's repository (migration 0027): '' the operator's own (`GITHUB_REPO`), else a connected one's `owner/name`. */
    repository: text('repository').notNull().default(''),
  },
  (table) => [uniqueIndex('claims_one_open_per_issue').on(table.repository, table.issueNumber).where(isNull(table.endedAt))],
);

/** Code NFTs minted with the sandbox wallet (`0004_minted_items.sql`). */
export const mintedItems = pgTable(
  'minted_items',
  {
    id: text('id').primaryKey(),
    ownerHandle: text('owner_handle').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    codeType: text('code_type').notNull(),
    language: text('language').notNull(),
    /** `[{name, sha256}]`. */
    files: jsonb('files').notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    price: doublePrecision('price').notNull(),
    revenueSharePercent: integer('revenue_share_percent').notNull(),
    /** `0016_item_royalty.sql`. */
    royaltyPercent: integer('royalty_percent').notNull().default(0),
    mintedAt: bigint('minted_at', { mode: 'number' }).notNull(),
    url: text('url'),
  },
  (table) => [index('minted_items_by_owner').on(table.ownerHandle, table.mintedAt)],
);


/** Service offers (migration 0002): listed on Find Developers until withdrawn. */
export const serviceOffers = pgTable('service_offers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  posterHandle: text('poster_handle').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  hourlyRateBsv: doublePrecision('hourly_rate_bsv').notNull(),
  availability: text('availability').notNull(),
  experience: text('experience').notNull(),
  portfolio: text('portfolio'),
  contact: text('contact').notNull(),
  postedAt: bigint('posted_at', { mode: 'number' }).notNull(),
  withdrawnAt: bigint('withdrawn_at', { mode: 'number' }),
});

/** Commissions (migration 0002): listed as open until their poster closes them. */
export const commissions = pgTable('commissions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  posterHandle: text('poster_handle').notNull(),
  title: text('title').notNull(),
  company: text('company'),
  description: text('description').notNull(),
  requirements: text('requirements').notNull(),
  techStack: jsonb('tech_stack').$type<string[]>().notNull(),
  projectType: text('project_type').notNull(),
  budget: text('budget').notNull(),
  timeline: text('timeline').notNull(),
  priority: text('priority').notNull(),
  contact: text('contact').notNull(),
  postedAt: bigint('posted_at', { mode: 'number' }).notNull(),
  closedAt: bigint('closed_at', { mode: 'number' }),
});

/** Project briefs to the poster of an offer (migration 0002). */
export const developerBriefs = pgTable('developer_briefs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  offerId: bigint('offer_id', { mode: 'number' }).notNull(),
  toHandle: text('to_handle').notNull(),
  fromHandle: text('from_handle').notNull(),
  brief: text('brief').notNull(),
  sentAt: bigint('sent_at', { mode: 'number' }).notNull(),
});

/** Payments of contract rewards (migrations 0003 and 0030): one per contract of each repository, one per idempotency key. */
export const payments = pgTable(
  'payments',
  {
    /** As `claims.repository` (migration 0030): '' the operator's own repository, else a connected one's `owner/name`. */
    repository: text('repository').notNull().default(''),
    issueNumber: integer('issue_number').notNull(),
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
  },
  (table) => [primaryKey({ columns: [table.repository, table.issueNumber] })],
);

/** Each contract's history (migration 0005), in order of arrival. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueNumber: integer('issue_number').notNull(),
    kind: text('kind').notNull(),
    actor: text('actor'),
    at: bigint('at', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
    dedupeKey: text('dedupe_key').unique(),
    /** As `claims.repository` (migration 0027). */
    repository: text('repository').notNull().default(''),
  },
  (table) => [index('contract_events_issue').on(table.repository, table.issueNumber, table.id)],
);

/** Inbox entries about contracts (migrations 0006, 0013); `dedupe_key` keeps a notice several servers send once; `read_at` null: unread. */
export const contractNotices = pgTable(
  'contract_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toHandle: text('to_handle').notNull(),
    kind: text('kind').notNull(),
    issueNumber: integer('issue_number').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
    dedupeKey: text('dedupe_key').unique(),
    readAt: bigint('read_at', { mode: 'number' }),
    /** As `claims.repository` (migration 0027). */
    repository: text('repository').notNull().default(''),
  },
  (table) => [index('contract_notices_to').on(table.toHandle, table.id)],
);

export const schema = { sessions, claims, serviceOffers, commissions, developerBriefs, mintedItems, payments, contractEvents, contractNotices, ...marketSchema, ...githubIdentitySchema, autoPayouts, itemFiles, apiTokens, escrowLedger, connectedRepositories };
export type Schema = typeof schema;
