import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { EscrowState } from '../../domain/payments/escrow/escrowLedger';
import type { EscrowLedgerRepository, StoredEscrowEntry } from '../../ports/escrowLedger.port';
import type { Database } from './database';
import { escrowLedger } from './escrowLedgerSchema';
import { guardDatabase } from './guardDatabase';

type Row = typeof escrowLedger.$inferSelect;

const toEntry = (row: Row): StoredEscrowEntry => ({ ...row });

const keyOf = (repository: string, issueNumber: number) => and(eq(escrowLedger.repository, repository), eq(escrowLedger.issueNumber, issueNumber));

/**
 * The escrow ledger in PostgreSQL or PGlite (`escrow_ledger`, migration 0024). The primary key keeps a second funding
 * of a contract out; every change is an update conditional on the state read (and on a lease run out), so of two
 * servers, or two deliveries, exactly one moves the entry on.
 */
export class SqlEscrowLedger implements EscrowLedgerRepository {
  constructor(private readonly db: Database) {}

  async all(repository: string): Promise<readonly StoredEscrowEntry[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(escrowLedger).where(eq(escrowLedger.repository, repository)).orderBy(asc(escrowLedger.createdAt), asc(escrowLedger.issueNumber)),
    );
    return rows.map(toEntry);
  }

  async open(): Promise<readonly StoredEscrowEntry[]> {
    const rows = await guardDatabase(() =>
      this.db
        .select()
        .from(escrowLedger)
        .where(inArray(escrowLedger.state, ['held', 'paying', 'refunding']))
        .orderBy(asc(escrowLedger.createdAt), asc(escrowLedger.repository), asc(escrowLedger.issueNumber)),
    );
    return rows.map(toEntry);
  }

  async find(repository: string, issueNumber: number): Promise<StoredEscrowEntry | null> {
    const rows = await guardDatabase(() => this.db.select().from(escrowLedger).where(keyOf(repository, issueNumber)));
    return rows[0] === undefined ? null : toEntry(rows[0]);
  }

  async insert(entry: StoredEscrowEntry): Promise<boolean> {
    const inserted = await guardDatabase(() =>
      this.db.insert(escrowLedger).values(entry).onConflictDoNothing().returning({ issueNumber: escrowLedger.issueNumber }),
    );
    return inserted.length > 0;
  }

  async replace(from: EscrowState, next: StoredEscrowEntry, now: number | null): Promise<boolean> {
    const { repository, issueNumber, ...fields } = next;
    const leaseRanOut = now === null ? undefined : lte(escrowLedger.leaseUntil, now);
    const written = await guardDatabase(() =>
      this.db
        .update(escrowLedger)
        .set(fields)
        .where(and(keyOf(repository, issueNumber), eq(escrowLedger.state, from), leaseRanOut))
        .returning({ issueNumber: escrowLedger.issueNumber }),
    );
    return written.length > 0;
  }

  async remove(repository: string, issueNumber: number): Promise<void> {
    await guardDatabase(() => this.db.delete(escrowLedger).where(and(keyOf(repository, issueNumber), eq(escrowLedger.state, 'funding'))));
  }
}
