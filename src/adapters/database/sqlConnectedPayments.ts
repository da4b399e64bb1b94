import { desc, ne } from 'drizzle-orm';
import type { Payment } from '../../domain/payments/payment';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { payments } from './schema';

/**
 * The connected repositories' reward payments (`payments.repository` not empty, migration 0030), newest first, each
 * naming its repository, as everyone may see them (no key, lease or token): the "Paid out" figures and the
 * leaderboard count every repository.
 */
export async function connectedPayments(db: Database): Promise<readonly Payment[]> {
  const rows = await guardDatabase(() => db.select().from(payments).where(ne(payments.repository, '')).orderBy(desc(payments.createdAt), desc(payments.issueNumber)));
  return rows.map(({ repository, issueNumber, payer, payee, satoshis, note, state, transactionId, createdAt, paidAt }) => ({
    repository,
    issueNumber,
    payer,
    payee,
    satoshis,
    note,
    state,
    transactionId,
    createdAt,
    paidAt,
  }));
}
