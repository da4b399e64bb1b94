import { map, type Observable } from 'rxjs';
import * as z from 'zod/mini';
import type { Payment } from '../../domain/payments/payment';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PaymentDesk, PaymentDeskError, PaymentRequest } from '../../ports/paymentDesk.port';
import { API_PATHS, AUTHENTICATION_EXPIRED_CODE } from './apiPaths';
import { errorCode, errorText, jsonRequest, type JsonAnswer } from './jsonRequest';

const PaymentSchema = z.object({
  issueNumber: z.int().check(z.positive()),
  payer: z.string(),
  payee: z.string(),
  satoshis: z.int().check(z.positive()),
  note: z.string(),
  state: z.enum(['paid', 'pending-check']),
  transactionId: z.nullable(z.string()),
  createdAt: z.number(),
  paidAt: z.nullable(z.number()),
});
const ListAnswer = z.object({ payments: z.array(z.unknown()) });
const PaymentAnswer = z.object({ payment: PaymentSchema });
const REASONS = z.enum([
  'insufficient-balance',
  'spend-limit',
  'unknown-payee',
  'not-maintainer',
  'invalid-payee',
  'invalid-amount',
  'note-too-long',
  'invalid-key',
  'not-completed',
  'pending-check',
  'key-reused',
]);

const MALFORMED = 'The server answered something unexpected.';

function failure(answer: JsonAnswer): PaymentDeskError {
  const message = errorText(answer);
  const code = errorCode(answer);
  if (answer.status === 401) return { code: code === AUTHENTICATION_EXPIRED_CODE ? 'authentication-expired' : 'not-authenticated', message };
  if (answer.status === 403) return { code: 'forbidden', message };
  const reason = REASONS.safeParse(code);
  if (reason.success && answer.status >= 400 && answer.status < 500) return { code: 'refused', reason: reason.data, message };
  return { code: 'unavailable', message };
}

const paymentOf = (body: unknown): Payment | undefined => {
  const parsed = PaymentAnswer.safeParse(body);
  return parsed.success ? parsed.data.payment : undefined;
};

/** The payments of a list answer; one malformed payment is skipped, not the whole list. */
const paymentsOf = (body: unknown): readonly Payment[] | undefined => {
  const list = ListAnswer.safeParse(body);
  if (!list.success) return undefined;
  return list.data.payments.flatMap((item) => {
    const payment = PaymentSchema.safeParse(item);
    return payment.success ? [payment.data] : [];
  });
};

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
}
