import { err, ok, type Result } from '../../domain/shared/result';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentOrder } from '../../ports/paymentGateway.port';

export type PayAnswer = Result<{ readonly transactionId: string }, PayError>;

/**
 * A payment gateway that answers what a test scripted (tests): `willPay` and `willFind` queue the answers of the next
 * calls (a promise holds the answer back until the test settles it). Unscripted, a payment succeeds as `tx-<n>` and
 * the history holds exactly the references paid so far. Every call is recorded.
 */
export class ScriptedPaymentGateway implements PaymentGateway {
  readonly payCalls: { readonly authToken: string; readonly order: PaymentOrder }[] = [];
  readonly findCalls: { readonly authToken: string; readonly reference: string }[] = [];
  private readonly payScript: (PayAnswer | Promise<PayAnswer>)[] = [];
  private readonly findScript: (HistoryAnswer | Promise<HistoryAnswer>)[] = [];
  private readonly history = new Map<string, string>();

  willPay(...answers: readonly (PayAnswer | Promise<PayAnswer>)[]): this {
    this.payScript.push(...answers);
    return this;
  }

  willFind(...answers: readonly (HistoryAnswer | Promise<HistoryAnswer>)[]): this {
    this.findScript.push(...answers);
    return this;
  }

  /** Records `reference` as paid in the wallet's history (a payment the wallet made but never confirmed). */
  madePayment(reference: string, transactionId: string): this {
    this.history.set(reference, transactionId);
    return this;
  }

  async pay(authToken: string, order: PaymentOrder): Promise<PayAnswer> {
    this.payCalls.push({ authToken, order });
    const answer = await (this.payScript.shift() ?? ok({ transactionId: `tx-${this.payCalls.length}` }));
    if (answer.ok) this.history.set(order.reference, answer.value.transactionId);
    return answer;
  }

  async findPayment(authToken: string, reference: string): Promise<HistoryAnswer> {
    this.findCalls.push({ authToken, reference });
    const scripted = this.findScript.shift();
    if (scripted !== undefined) return scripted;
    const transactionId = this.history.get(reference);
    return ok(transactionId === undefined ? null : { transactionId });
  }
}

/** A wallet answer for scripts: paid as `transactionId`, or failed with `error`. */
export const paidAs = (transactionId: string): PayAnswer => ok({ transactionId });
export const payFails = (error: PayError): PayAnswer => err(error);
