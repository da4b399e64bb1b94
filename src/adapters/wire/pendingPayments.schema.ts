import * as v from 'valibot';

/**
 * The messages of `/api/pending-payments` (the payer's payments stopped at "pending check"), read by the browser's
 * HTTP adapter and registered for the OpenAPI document.
 */
export const PendingPaymentSchema = v.object({
  /** `reward:<issue>`, `reward:<issue>:<owner/name>` (a connected repository's), `purchase:<key>` or `dividend:<batch>:<key>`. */
  id: v.string(),
  kind: v.picklist(['reward', 'purchase', 'dividend']),
  payer: v.string(),
  receivers: v.array(v.object({ handle: v.string(), satoshis: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) })),
  /** The reference the payment's attachment carries, as the payer's wallet shows it. */
  reference: v.string(),
  subject: v.string(),
  createdAt: v.number(),
});

/** `200` of `GET`: the signed-in payer's pending payments, oldest first. */
export const PendingPaymentsAnswer = v.object({ success: v.literal(true), pending: v.array(PendingPaymentSchema) });

const pendingId = v.pipe(v.string(), v.minLength(1), v.maxLength(300));

/** `POST /settle`: the pending payment and the transaction id the payer sees in their wallet. */
export const SettlePendingRequest = v.object({ id: pendingId, transactionId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
/** `POST /release`: the pending payment the payer says never left their wallet. */
export const ReleasePendingRequest = v.object({ id: pendingId });

/** `200` of `/settle`: the payment, now recorded paid as `transactionId`. */
export const SettledPendingAnswer = v.object({ success: v.literal(true), settled: v.object({ ...PendingPaymentSchema.entries, transactionId: v.string() }) });
/** `200` of `/release`: the payment released. */
export const ReleasedPendingAnswer = v.object({ success: v.literal(true), released: PendingPaymentSchema });
