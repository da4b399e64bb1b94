import { from, map, switchMap, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Payment } from '../../domain/payments/payment';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AutoPayoutChoice } from '../../domain/payments/autoPayout';
import type { EscrowReceipt, PaymentDesk, PaymentDeskError, PaymentRequest, PayoutsDueView } from '../../ports/paymentDesk.port';
import { EscrowEntrySchema } from '../wire/escrow.schema';
import { PaymentOfAnswer, PaymentSchema } from '../wire/payments.schema';
import { API_PATHS, AUTHENTICATION_EXPIRED_CODE } from './apiPaths';
import type * as HttpPayoutsModule from './httpPayouts';

type HttpPayouts = typeof HttpPayoutsModule;
import { errorCode, errorText, jsonRequest, type JsonAnswer } from './jsonRequest';

const ListAnswer = v.object({ payments: v.array(v.unknown()) });
const REASONS = v.picklist([
  'insufficient-balance',
  'spend-limit',
  'unknown-payee',
  'not-maintainer',
  'invalid-payee',
  'invalid-amount',
  'note-too-long',
  'note-nul-character',
  'invalid-key',
  'not-completed',
  'pending-check',
  'key-reused',
  'no-wallet',
  'contract-not-found',
  'contract-not-completed',
  'payee-is-payer',
  'no-worker',
  'payee-not-worker',
  'amount-not-reward',
  'invalid-override-reason',
  'already-funded',
  'already-paid',
  'already-refunded',
  'escrow-busy',
  'not-funded',
  'not-pending',
  'contract-completed',
  'payout-due',
  'no-escrow',
  'authorization-expired',
]);

const MALFORMED = 'The server answered something unexpected.';

function failure(answer: JsonAnswer): PaymentDeskError {
  const message = errorText(answer);
  const code = errorCode(answer);
  if (answer.status === 401) return { code: code === AUTHENTICATION_EXPIRED_CODE ? 'authentication-expired' : 'not-authenticated', message };
  if (answer.status === 403) return { code: 'forbidden', message };
  const reason = v.safeParse(REASONS, code);
  if (reason.success && answer.status >= 400 && answer.status < 600) return { code: 'refused', reason: reason.output, message };
  return { code: 'unavailable', message };
}

const EscrowOfAnswer = v.object({ escrow: v.object({ issueNumber: v.number(), satoshis: v.number(), state: EscrowEntrySchema.entries.state }) });

/** The escrow of a funding or cancel answer. */
const escrowOf = (body: unknown): EscrowReceipt | undefined => {
  const parsed = v.safeParse(EscrowOfAnswer, body);
  return parsed.success ? parsed.output.escrow : undefined;
};

const paymentOf = (body: unknown): Payment | undefined => {
  const parsed = v.safeParse(PaymentOfAnswer, body);
  return parsed.success ? parsed.output.payment : undefined;
};

/** The payments of a list answer; one malformed payment is skipped, not the whole list. */
const paymentsOf = (body: unknown): readonly Payment[] | undefined => {
  const list = v.safeParse(ListAnswer, body);
  if (!list.success) return undefined;
  return list.output.payments.flatMap((item) => {
    const payment = v.safeParse(PaymentSchema, item);
    return payment.success ? [payment.output] : [];
  });
};

/** The payouts due are for maintainers only: their requests and schemas load on first use, not with every payments page. */
const payouts = <T>(run: (module: HttpPayouts) => Observable<T>): Observable<T> => from(import('./httpPayouts')).pipe(switchMap(run));

const settle = <T>(answer: Result<JsonAnswer, string>, read: (body: unknown) => T | undefined): Result<T, PaymentDeskError> => {
  if (!answer.ok) return err({ code: 'unavailable', message: answer.error });
  // 202: the wallet did not answer in time; the body carries the payment in `pending-check`.
  if (answer.value.status >= 300 || (answer.value.status === 202 && paymentOf(answer.value.body) === undefined)) return err(failure(answer.value));
  const value = read(answer.value.body);
  return value === undefined ? err({ code: 'unavailable', message: MALFORMED }) : ok(value);
};

/** Payments on this app's server (`/api/payments`): the public list, and paying with the session cookie. */
export class HttpPaymentDesk implements PaymentDesk {
  list(): Observable<Result<readonly Payment[], PaymentDeskError>> {
    return jsonRequest('GET', API_PATHS.payments).pipe(map((answer) => settle(answer, paymentsOf)));
  }

  pay(request: PaymentRequest): Observable<Result<Payment, PaymentDeskError>> {
    return jsonRequest('POST', API_PATHS.payments, request).pipe(map((answer) => settle(answer, paymentOf)));
  }

  due(): Observable<Result<PayoutsDueView, PaymentDeskError>> {
    return payouts((module) => module.due(settle));
  }

  chooseAutoPayout(issueNumber: number | null, enabled: boolean): Observable<Result<AutoPayoutChoice, PaymentDeskError>> {
    return payouts((module) => module.choose(settle, issueNumber, enabled));
  }

  fund(issueNumber: number, amount: string): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    return jsonRequest('POST', `${API_PATHS.contracts}/${issueNumber}/funding`, { amount }).pipe(map((answer) => settle(answer, escrowOf)));
  }

  cancelFunding(issueNumber: number): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    return jsonRequest('POST', `${API_PATHS.contracts}/${issueNumber}/funding/cancel`).pipe(map((answer) => settle(answer, escrowOf)));
  }
}
