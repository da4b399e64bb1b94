import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { EscrowState } from '../../domain/payments/escrow/escrowLedger';

/** The escrow ledger (`0024_escrow_ledger.sql`); the SQL of record is the migration. */
export const escrowLedger = pgTable(
  'escrow_ledger',
  {
    repository: text('repository').notNull(),
    issueNumber: integer('issue_number').notNull(),
    funder: text('funder').notNull(),
    satoshis: bigint('satoshis', { mode: 'number' }).notNull(),
    state: text('state').$type<EscrowState>().notNull(),
    payee: text('payee'),
    fundTransactionId: text('fund_transaction_id'),
    releaseTransactionId: text('release_transaction_id'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    fundedAt: bigint('funded_at', { mode: 'number' }),
    endedAt: bigint('ended_at', { mode: 'number' }),
    leaseUntil: bigint('lease_until', { mode: 'number' }).notNull(),
    /** The funder's wallet token, AES-256-GCM encrypted, while a funding is unconfirmed. */
    sealedToken: text('sealed_token'),
  },
  (table) => [primaryKey({ columns: [table.repository, table.issueNumber] })],
);
