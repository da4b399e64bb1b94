import * as v from 'valibot';

/**
 * The answers of `/api/payments`, read by the browser's HTTP adapter and registered for the OpenAPI document; the
 * request is in `paymentRequests.schema.ts`.
 */

export const PaymentSchema = v.object({
  /** A connected repository's `owner/name`; absent: the operator's own repository. */
  repository: v.optional(v.string()),
  issueNumber: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  payer: v.string(),
  payee: v.string(),
  satoshis: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  note: v.string(),
  state: v.picklist(['paid', 'pending-check']),
  transactionId: v.nullable(v.string()),
  createdAt: v.number(),
  paidAt: v.nullable(v.number()),
});

/** `200` of `GET`: every payment, newest first (the adapter keeps the well-formed ones). */
export const PaymentsAnswer = v.object({ success: v.literal(true), payments: v.array(PaymentSchema) });
/** `201` paid now, `200` paid before (`replayed`). */
export const PaidAnswer = v.object({ success: v.literal(true), payment: PaymentSchema, replayed: v.boolean() });
/** `202`: the wallet did not answer in time; the payment waits in `pending-check`. */
export const PendingPaymentAnswer = v.object({ success: v.literal(false), code: v.literal('pending-check'), payment: PaymentSchema });
/** What the adapter reads of a `200`, `201` or `202`: the payment. */
export const PaymentOfAnswer = v.object({ payment: PaymentSchema });
