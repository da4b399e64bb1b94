import { and, desc, eq, lte } from 'drizzle-orm';
import type { BeginPaymentOutcome, PaymentRepository, StoredPayment } from '../../ports/paymentRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { BeginPaymentBatch, SettlePaymentBatch } from './paymentBatches';
import { payments } from './schema';

type Row = typeof payments.$inferSelect;

const toPayment = (row: Row): StoredPayment => ({
  issueNumber: row.issueNumber,
  payer: row.payer,
  payee: row.payee,
  satoshis: row.satoshis,
  note: row.note,
  state: row.state,
  transactionId: row.transactionId,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  idempotencyKey: row.idempotencyKey,
  leaseUntil: row.leaseUntil,
  payerTokenCiphertext: row.payerTokenCiphertext,
});


/**
 * Payments in PostgreSQL or PGlite, of one repository: '' the operator's own (`GITHUB_REPO`, every row before
 * migration 0030), or a connected repository's `owner/name`. The primary key (one per contract of each repository) and
 * the unique idempotency key keep a second payment out, also between two servers: an insert that meets either does
 * nothing. Payments begun at once share one insert, and payments settled at once one update (`paymentBatches.ts`).
 */
export class SqlPaymentRepository implements PaymentRepository {
  /** Payments begun, and settled, at once share one statement and one commit. */
  private readonly begins: BeginPaymentBatch;
  private readonly settlements: SettlePaymentBatch;

  constructor(
    private readonly db: Database,
    private readonly repository = '',
  ) {
    this.begins = new BeginPaymentBatch(db, repository);
    this.settlements = new SettlePaymentBatch(db, repository);
  }

  /** This repository's payment of contract `issueNumber`. */
  private contract(issueNumber: number) {
    return and(eq(payments.repository, this.repository), eq(payments.issueNumber, issueNumber));
  }

  private pendingOn(issueNumber: number) {
    return and(this.contract(issueNumber), eq(payments.state, 'pending-check'));
  }

  async all(): Promise<readonly StoredPayment[]> {
    const rows = await guardDatabase(() => this.db.select().from(payments).where(eq(payments.repository, this.repository)).orderBy(desc(payments.createdAt), desc(payments.issueNumber)));
    return rows.map(toPayment);
  }

  async find(issueNumber: number): Promise<StoredPayment | null> {
    const rows = await guardDatabase(() => this.db.select().from(payments).where(this.contract(issueNumber)));
    return rows[0] === undefined ? null : toPayment(rows[0]);
  }

  async begin(payment: Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'>): Promise<BeginPaymentOutcome> {
    const inserted = await this.begins.begin(payment);
    if (inserted !== null) return { kind: 'begun', payment: inserted };
    const existing = await this.find(payment.issueNumber);
    if (existing !== null) return { kind: 'taken', existing };
    const byKey = await guardDatabase(() =>
      this.db.select({ issueNumber: payments.issueNumber }).from(payments).where(eq(payments.idempotencyKey, payment.idempotencyKey)),
    );
    // The contract's payment was discarded in between: try again (bounded by the wallet's answers).
    return byKey.length > 0 ? { kind: 'key-reused' } : this.begin(payment);
  }

  async lease(issueNumber: number, now: number, leaseUntil: number): Promise<boolean> {
    const taken = await guardDatabase(() =>
      this.db
        .update(payments)
        .set({ leaseUntil })
        .where(and(this.pendingOn(issueNumber), lte(payments.leaseUntil, now)))
        .returning({ issueNumber: payments.issueNumber }),
    );
    return taken.length > 0;
  }

  async settle(issueNumber: number, transactionId: string, paidAt: number): Promise<StoredPayment | null> {
    return (await this.settlements.markPaid({ issueNumber, transactionId, paidAt })) ?? this.find(issueNumber);
  }

  async unlease(issueNumber: number): Promise<void> {
    await guardDatabase(() => this.db.update(payments).set({ leaseUntil: 0 }).where(this.pendingOn(issueNumber)));
  }

  async discard(issueNumber: number): Promise<void> {
    await guardDatabase(() => this.db.delete(payments).where(this.pendingOn(issueNumber)));
  }
}
