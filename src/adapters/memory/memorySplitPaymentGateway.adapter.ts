import { err, ok, type Result } from '../../domain/shared/result';
import type { PaymentDetails } from '../../domain/payments/settlementCheck';
import type { HistoryAnswer, PayError, PaymentIdentity, SplitPaymentGateway, SplitPaymentOrder } from '../../ports/paymentGateway.port';
import type { LookupAnswer, PaymentLookup } from '../../ports/paymentLookup.port';

const keyOf = (identity: PaymentIdentity): string => JSON.stringify([identity.kind, identity.payer, identity.reference]);

/** What a wallet shows of `order` paid as `transactionId`. */
const detailsOf = (order: SplitPaymentOrder, transactionId: string): PaymentDetails => ({
  transactionId,
  sent: true,
  receivers: order.receivers.map((receiver) => receiver.handle),
  satoshis: order.receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0),
  attachment: { reference: order.reference, kind: order.kind },
});

/**
 * A wallet in memory for tests: records every payment it makes (with the payer's token), answers `refusal` instead
 * when set, keeps a history by kind, payer and reference, and describes each payment by its transaction id to the
 * token that paid it (`lookup`). `paused`: calls wait until `resume()`. `forgetful`: the history answers `unknown`
 * (HandCash after a restart). `lostAnswer`: the next payment is made but answered `upstream`.
 */
export class MemorySplitPaymentGateway implements SplitPaymentGateway, PaymentLookup {
  readonly payments: { readonly authToken: string; readonly order: SplitPaymentOrder; readonly transactionId: string }[] = [];
  readonly calls: SplitPaymentOrder[] = [];
  refusal: PayError | null = null;
  forgetful = false;
  lostAnswer = false;
  private readonly history = new Map<string, string>();
  private readonly made = new Map<string, { readonly authToken: string; readonly details: PaymentDetails }>();
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
    this.rememberPaid(authToken, order, transactionId);
    if (this.lostAnswer) {
      this.lostAnswer = false;
      return err('upstream');
    }
    return ok({ transactionId });
  }

  async findPayment(_authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer> {
    if (this.forgetful) return err('unknown');
    const transactionId = this.history.get(keyOf(identity));
    return ok(transactionId === undefined ? null : { transactionId });
  }

  async lookup(authToken: string, transactionId: string): Promise<LookupAnswer> {
    const made = this.made.get(transactionId);
    return ok(made === undefined || made.authToken !== authToken ? null : made.details);
  }

  /** Records a payment as made without answering it (an answer lost on the way). */
  rememberPaid(authToken: string, order: SplitPaymentOrder, transactionId: string): void {
    this.history.set(keyOf(order), transactionId);
    this.made.set(transactionId, { authToken, details: detailsOf(order, transactionId) });
  }
}
