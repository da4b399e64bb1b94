import { err, ok, type Result } from '../../domain/shared/result';
import type { PendingPayment, PendingPaymentDesk, PendingPaymentDeskError } from '../../ports/pendingPaymentDesk.port';

/**
 * Pending payments kept in memory (tests): `paidAs` names, per pending payment, the transaction id its payer's wallet
 * shows; any other id is refused `unknown-transaction`. `failNext` makes the next call fail as given.
 */
export class MemoryPendingPaymentDesk implements PendingPaymentDesk {
  private pending: PendingPayment[];
  private failure: PendingPaymentDeskError | null = null;
  readonly calls: string[] = [];

  constructor(
    pending: readonly PendingPayment[],
    private readonly paidAs: Readonly<Record<string, string>> = {},
  ) {
    this.pending = [...pending];
  }

  failNext(error: PendingPaymentDeskError): void {
    this.failure = error;
  }

  async list(): Promise<Result<readonly PendingPayment[], PendingPaymentDeskError>> {
    this.calls.push('list');
    return this.fail() ?? ok([...this.pending]);
  }

  async settle(id: string, transactionId: string): Promise<Result<PendingPayment, PendingPaymentDeskError>> {
    this.calls.push(`settle ${id} ${transactionId}`);
    const failed = this.fail();
    if (failed !== null) return failed;
    const found = this.pending.find((payment) => payment.id === id);
    if (found === undefined) return err({ code: 'refused', reason: 'unknown-pending-payment' });
    if (this.paidAs[id] !== transactionId) return err({ code: 'refused', reason: 'unknown-transaction' });
    return this.take(found);
  }

  async release(id: string): Promise<Result<PendingPayment, PendingPaymentDeskError>> {
    this.calls.push(`release ${id}`);
    const failed = this.fail();
    if (failed !== null) return failed;
    const found = this.pending.find((payment) => payment.id === id);
    return found === undefined ? err({ code: 'refused', reason: 'unknown-pending-payment' }) : this.take(found);
  }

  private take(payment: PendingPayment): Result<PendingPayment, PendingPaymentDeskError> {
    this.pending = this.pending.filter((other) => other !== payment);
    return ok(payment);
  }

  private fail(): Result<never, PendingPaymentDeskError> | null {
    const failure = this.failure;
    this.failure = null;
    return failure === null ? null : err(failure);
  }
}
