import { err, ok, type Result } from '../../domain/shared/result';
import type { HistoryAnswer, PayError, SplitPaymentGateway, SplitPaymentOrder } from '../../ports/paymentGateway.port';

/**
 * A wallet in memory for tests: records every payment it makes (with the payer's token), answers `refusal` instead
 * when set, and keeps a history by reference. `paused`: calls wait until `resume()`.
 */
export class MemorySplitPaymentGateway implements SplitPaymentGateway {
  readonly payments: { readonly authToken: string; readonly order: SplitPaymentOrder; readonly transactionId: string }[] = [];
  readonly calls: SplitPaymentOrder[] = [];
  refusal: PayError | null = null;
  private readonly history = new Map<string, string>();
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;

  pause(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  resume(): void {
    this.gate = null;
    this.open();
  }

  async payReceivers(authToken: string, order: SplitPaymentOrder): Promise<Result<{ transactionId: string }, PayError>> {
    this.calls.push(order);
    if (this.gate !== null) await this.gate;
    if (this.refusal !== null) return err(this.refusal);
    const transactionId = `tx-${this.payments.length + 1}`;
    this.payments.push({ authToken, order, transactionId });
    this.history.set(`${authToken}:${order.reference}`, transactionId);
    return ok({ transactionId });
  }

  async findPayment(authToken: string, reference: string): Promise<HistoryAnswer> {
    const transactionId = this.history.get(`${authToken}:${reference}`);
    return ok(transactionId === undefined ? null : { transactionId });
  }

  /** Records a payment as made without answering it (an answer lost on the way). */
  rememberPaid(authToken: string, reference: string, transactionId: string): void {
    this.history.set(`${authToken}:${reference}`, transactionId);
  }
}
