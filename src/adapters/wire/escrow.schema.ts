import * as v from 'valibot';

/**
 * Funding a contract into escrow (`POST /api/contracts/{issueNumber}/funding`) and cancelling it
 * (`POST /api/contracts/{issueNumber}/funding/cancel`): parsed by the route, read by the browser's HTTP adapter,
 * registered for the OpenAPI document.
 */

/** `POST /api/contracts/{issueNumber}/funding`: the amount in BSV (`0.05`); with `BSV_PER_BAPP` it must be the reward's. */
export const FundRequest = v.object({
  amount: v.pipe(v.string(), v.maxLength(40), v.description('BSV, up to 8 decimals, e.g. `0.05`.')),
});

/** A contract's escrow as everyone may see it (no lease, no token). */
export const EscrowEntrySchema = v.object({
  repository: v.pipe(v.string(), v.description('`owner/name` of the contract’s repository.')),
  issueNumber: v.number(),
  funder: v.pipe(v.string(), v.description('The maintainer’s HandCash handle that funded it (refunds go back to it).')),
  satoshis: v.number(),
  state: v.pipe(
    v.picklist(['funding', 'held', 'paying', 'refunding', 'paid', 'refunded']),
    v.description('`funding`: the funder’s wallet answer is being checked; `held`: in escrow; `paying`/`refunding`: being released; `paid`/`refunded`: final.'),
  ),
  payee: v.nullable(v.string()),
  fundTransactionId: v.nullable(v.string()),
  releaseTransactionId: v.nullable(v.string()),
  createdAt: v.number(),
  fundedAt: v.nullable(v.number()),
  endedAt: v.nullable(v.number()),
});

/** `201` of funding, `200` of a cancel: the escrow as recorded. */
export const EscrowAnswer = v.object({ success: v.literal(true), escrow: EscrowEntrySchema });

/** `202`: the wallet did not answer in time; the escrow is checked against its history before anything moves again. */
export const EscrowPendingAnswer = v.object({ success: v.literal(false), code: v.literal('pending-check'), escrow: EscrowEntrySchema });
