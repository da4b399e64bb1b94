import { err, ok, type Result } from '../../domain/shared/result';
import type { PaymentDetails } from '../../domain/payments/settlementCheck';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentIdentity, PaymentOrder } from '../../ports/paymentGateway.port';
import type { LookupAnswer, PaymentLookup } from '../../ports/paymentLookup.port';

export type PayAnswer = Result<{ readonly transactionId: string }, PayError>;

const keyOf = (identity: PaymentIdentity): string => JSON.stringify([identity.kind, identity.payer, identity.reference]);

/** What a wallet shows of `order` paid as `transactionId` (attachment with its reference and kind). */
export const detailsOf = (order: PaymentOrder, transactionId: string): PaymentDetails => ({
  transactionId,
  sent: true,
  receivers: [order.payee],
  satoshis: order.satoshis,
  attachment: { reference: order.reference, kind: order.kind },
});

/**
 * A payment gateway that answers what a test scripted (tests): `willPay` and `willFind` queue the answers of the next
 * calls (a promise holds the answer back until the test settles it). Unscripted, a payment succeeds as `tx-<n>` and
 * the history holds exactly the payments made so far (by kind, payer and reference), each also found by its
 * transaction id (`lookup`, with the token that paid it). Every call is recorded.
 */
export class ScriptedPaymentGateway implements PaymentGateway, PaymentLookup {
  readonly payCalls: { readonly authToken: string; readonly order: PaymentOrder }[] = [];
  readonly findCalls: { readonly authToken: string; readonly reference: string }[] = [];
  readonly lookupCalls: { readonly authToken: string; readonly transactionId: string }[] = [];
  /** Set: every lookup answers `unknown` (the wallet cannot be reached). */
  lookupUnreachable = false;
  private readonly payScript: (PayAnswer | Promise<PayAnswer>)[] = [];
  private readonly findScript: (HistoryAnswer | Promise<HistoryAnswer>)[] = [];
  private readonly history = new Map<string, string>();
  private readonly made = new Map<string, { readonly authToken: string | null; readonly details: PaymentDetails }>();

  willPay(...answers: readonly (PayAnswer | Promise<PayAnswer>)[]): this {
    this.payScript.push(...answers);
    return this;
  }

  willFind(...answers: readonly (HistoryAnswer | Promise<HistoryAnswer>)[]): this {
    this.findScript.push(...answers);
    return this;
  }

  /**
   * Records `order` as paid (a payment the wallet made but never confirmed): in the history by its identity and,
   * with `authToken` (null: any token), in the lookup by `transactionId`.
   */
  madePayment(order: PaymentOrder, transactionId: string, authToken: string | null = null): this {
    this.history.set(keyOf(order), transactionId);
    this.made.set(transactionId, { authToken, details: detailsOf(order, transactionId) });
    return this;
  }

  async pay(authToken: string, order: PaymentOrder): Promise<PayAnswer> {
    this.payCalls.push({ authToken, order });
    const answer = await (this.payScript.shift() ?? ok({ transactionId: `tx-${this.payCalls.length}` }));
    if (answer.ok) {
      this.history.set(keyOf(order), answer.value.transactionId);
      this.made.set(answer.value.transactionId, { authToken, details: detailsOf(order, answer.value.transactionId) });
    }
    return answer;
  }

  async findPayment(authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer> {
    this.findCalls.push({ authToken, reference: identity.reference });
    const scripted = this.findScript.shift();
    if (scripted !== undefined) return scripted;
    const transactionId = this.history.get(keyOf(identity));
    return ok(transactionId === undefined ? null : { transactionId });
  }

  async lookup(authToken: string, transactionId: string): Promise<LookupAnswer> {
    this.lookupCalls.push({ authToken, transactionId });
    if (this.lookupUnreachable) return err('unknown');
    const made = this.made.get(transactionId);
    return ok(made === undefined || (made.authToken !== null && made.authToken !== authToken) ? null : made.details);
  }
}

/** A wallet answer for scripts: paid as `transactionId`, or failed with `error`. */
export const paidAs = (transactionId: string): PayAnswer => ok({ transactionId });
export const payFails = (error: PayError): PayAnswer => err(error);
