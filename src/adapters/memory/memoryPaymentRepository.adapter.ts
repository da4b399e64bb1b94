import type { BeginPaymentOutcome, PaymentRepository, StoredPayment } from '../../ports/paymentRepository.port';

/**
 * The payments repository in memory, with the database's guarantees (tests): one payment per contract and one per
 * idempotency key; `lease`, `settle`, `unlease` and `discard` touch only a pending payment. Each call is one atomic
 * step, made when it is called; its answer comes on a later microtask, so concurrent callers interleave.
 */
export class MemoryPaymentRepository implements PaymentRepository {
  private readonly payments = new Map<number, StoredPayment>();

  /** Puts a payment in as it is (a row another server wrote, or one left by a crash). */
  seed(payment: StoredPayment): void {
    this.payments.set(payment.issueNumber, payment);
  }

  all(): Promise<readonly StoredPayment[]> {
    const rows = [...this.payments.values()].sort((a, b) => b.createdAt - a.createdAt || b.issueNumber - a.issueNumber);
    return Promise.resolve(rows);
  }

  find(issueNumber: number): Promise<StoredPayment | null> {
    return Promise.resolve(this.payments.get(issueNumber) ?? null);
  }

  begin(payment: Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'>): Promise<BeginPaymentOutcome> {
    const existing = this.payments.get(payment.issueNumber);
    if (existing !== undefined) return Promise.resolve({ kind: 'taken', existing });
    if ([...this.payments.values()].some((row) => row.idempotencyKey === payment.idempotencyKey)) return Promise.resolve({ kind: 'key-reused' });
    const begun: StoredPayment = { ...payment, state: 'pending-check', transactionId: null, paidAt: null };
    this.payments.set(begun.issueNumber, begun);
    return Promise.resolve({ kind: 'begun', payment: begun });
  }

  lease(issueNumber: number, now: number, leaseUntil: number): Promise<boolean> {
    const pending = this.pending(issueNumber);
    if (pending === null || pending.leaseUntil > now) return Promise.resolve(false);
    this.payments.set(issueNumber, { ...pending, leaseUntil });
    return Promise.resolve(true);
  }

  settle(issueNumber: number, transactionId: string, paidAt: number): Promise<StoredPayment | null> {
    const pending = this.pending(issueNumber);
    if (pending !== null) {
      this.payments.set(issueNumber, { ...pending, state: 'paid', transactionId, paidAt, leaseUntil: 0, payerTokenCiphertext: null });
    }
    return this.find(issueNumber);
  }

  unlease(issueNumber: number): Promise<void> {
    const pending = this.pending(issueNumber);
    if (pending !== null) this.payments.set(issueNumber, { ...pending, leaseUntil: 0 });
    return Promise.resolve();
  }

  discard(issueNumber: number): Promise<void> {
    if (this.pending(issueNumber) !== null) this.payments.delete(issueNumber);
    return Promise.resolve();
  }

  private pending(issueNumber: number): StoredPayment | null {
    const row = this.payments.get(issueNumber);
    return row !== undefined && row.state === 'pending-check' ? row : null;
  }
}
