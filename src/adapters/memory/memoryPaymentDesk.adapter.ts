import { of, type Observable } from 'rxjs';
import type { Payment } from '../../domain/payments/payment';
import { isMaintainer } from '../../domain/payments/maintainers';
import { validatePaymentDraft } from '../../domain/payments/paymentRules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../../ports/clock.port';
import type { AutoPayoutChoice } from '../../domain/payments/autoPayout';
import type { PayoutDue } from '../../domain/payments/payoutsDue';
import type { EscrowReceipt, PaymentDesk, PaymentDeskError, PaymentRequest, PayoutsDueView } from '../../ports/paymentDesk.port';
import { parseBsvAmount } from '../../domain/payments/bsvAmount';

/**
 * Payments in memory, under the server's rules: maintainers only, one payment per contract (a second request gets
 * the recorded one). `refusal` makes the next payment fail with it; `requests` records every payment asked for.
 */
export class MemoryPaymentDesk implements PaymentDesk {
  private payments: Payment[];
  refusal: PaymentDeskError | null = null;
  failure: PaymentDeskError | null = null;
  readonly requests: PaymentRequest[] = [];
  /** The payouts due the server would list (a payment made here takes its contract off). */
  payoutsDue: PayoutDue[] = [];
  autoPayouts: AutoPayoutChoice[] = [];
  /** Each contract's escrow, and every funding asked for. */
  readonly escrows = new Map<number, EscrowReceipt>();
  readonly fundings: { readonly issueNumber: number; readonly amount: string }[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly signedIn: () => string | null,
    private readonly maintainers: readonly string[],
    payments: readonly Payment[] = [],
  ) {
    this.payments = [...payments];
  }

  list(): Observable<Result<readonly Payment[], PaymentDeskError>> {
    return of(this.failure === null ? ok([...this.payments]) : err(this.failure));
  }

  pay(request: PaymentRequest): Observable<Result<Payment, PaymentDeskError>> {
    this.requests.push(request);
    const who = this.signedIn();
    if (who === null) return of(err<PaymentDeskError>({ code: 'not-authenticated', message: 'Not authenticated' }));
    if (!isMaintainer(who, this.maintainers)) return of(err<PaymentDeskError>({ code: 'forbidden', message: 'Only a maintainer can pay contracts' }));
    const recorded = this.payments.find((payment) => payment.issueNumber === request.issueNumber);
    if (recorded !== undefined) return of(ok(recorded));
    if (this.refusal !== null) return of(err(this.refusal));
    const draft = validatePaymentDraft(request);
    if (!draft.ok) return of(err<PaymentDeskError>({ code: 'refused', reason: draft.error, message: draft.error }));
    const now = this.clock.now();
    const payment: Payment = {
      issueNumber: request.issueNumber,
      payer: who,
      payee: draft.value.payee,
      satoshis: draft.value.satoshis,
      note: draft.value.note,
      state: 'paid',
      transactionId: `memory-tx-${this.payments.length + 1}`,
      createdAt: now,
      paidAt: now,
    };
    this.payments = [payment, ...this.payments];
    this.payoutsDue = this.payoutsDue.filter((due) => due.issueNumber !== payment.issueNumber);
    return of(ok(payment));
  }

  due(): Observable<Result<PayoutsDueView, PaymentDeskError>> {
    const refused = this.maintainerRefusal();
    return of(refused === null ? ok({ payouts: [...this.payoutsDue], autoPayouts: [...this.autoPayouts] }) : err(refused));
  }

  chooseAutoPayout(issueNumber: number | null, enabled: boolean): Observable<Result<AutoPayoutChoice, PaymentDeskError>> {
    const refused = this.maintainerRefusal();
    if (refused !== null) return of(err(refused));
    const choice: AutoPayoutChoice = { scope: issueNumber ?? 0, enabled, maintainer: this.signedIn() ?? '', updatedAt: this.clock.now() };
    this.autoPayouts = [...this.autoPayouts.filter((known) => known.scope !== choice.scope), choice].sort((a, b) => a.scope - b.scope);
    return of(ok(choice));
  }

  fund(issueNumber: number, amount: string): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    this.fundings.push({ issueNumber, amount });
    const refused = this.maintainerRefusal() ?? this.refusal;
    if (refused !== null) return of(err(refused));
    const satoshis = parseBsvAmount(amount);
    if (!satoshis.ok) return of(err<PaymentDeskError>({ code: 'refused', reason: 'invalid-amount', message: 'invalid-amount' }));
    if (this.escrows.has(issueNumber)) return of(err<PaymentDeskError>({ code: 'refused', reason: 'already-funded', message: 'already-funded' }));
    const receipt: EscrowReceipt = { issueNumber, satoshis: satoshis.value, state: 'held' };
    this.escrows.set(issueNumber, receipt);
    return of(ok(receipt));
  }

  cancelFunding(issueNumber: number): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    const refused = this.maintainerRefusal();
    if (refused !== null) return of(err(refused));
    const held = this.escrows.get(issueNumber);
    if (held === undefined) return of(err<PaymentDeskError>({ code: 'refused', reason: 'not-funded', message: 'not-funded' }));
    if (held.state === 'refunded') return of(err<PaymentDeskError>({ code: 'refused', reason: 'already-refunded', message: 'already-refunded' }));
    const refunded: EscrowReceipt = { ...held, state: 'refunded' };
    this.escrows.set(issueNumber, refunded);
    return of(ok(refunded));
  }

  private maintainerRefusal(): PaymentDeskError | null {
    const who = this.signedIn();
    if (who === null) return { code: 'not-authenticated', message: 'Not authenticated' };
    return isMaintainer(who, this.maintainers) ? null : { code: 'forbidden', message: 'Only a maintainer can pay contracts' };
  }
}
