import * as v from 'valibot';
import { issueNumberField } from './wireFields';

/**
 * `POST /api/payments`: what the payments table cannot hold is refused with a 400 naming the field; the domain's
 * rules check the rest (`validatePaymentDraft`). The browser's adapter sends a `PaymentRequest`.
 */
export const PayRequest = v.object({
  issueNumber: issueNumberField(),
  payee: v.pipe(v.string(), v.maxLength(100)),
  amount: v.pipe(v.string(), v.maxLength(40)),
  note: v.pipe(v.string(), v.maxLength(1_000)),
  idempotencyKey: v.pipe(v.string(), v.maxLength(100)),
  /** A maintainer's written reason for paying another payee or amount than the rules name. */
  overrideReason: v.optional(v.pipe(v.string(), v.maxLength(2_000))),
});
