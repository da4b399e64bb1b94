import * as v from 'valibot';
import { issueNumberField } from './wireFields';

/**
 * The payouts due (`GET /api/payments/due`) and automatic payout on merge (`/api/payments/auto`): read by the browser's
 * HTTP adapter, parsed by the route, registered for the OpenAPI document.
 */

/** `PUT /api/payments/auto`: one contract (`issueNumber`), or every contract (absent or null); on or off. */
export const AutoPayoutRequest = v.object({
  issueNumber: v.optional(v.nullable(issueNumberField())),
  enabled: v.boolean(),
});

/** A maintainer's choice: `scope` 0 is every contract, else the issue number. */
export const AutoPayoutChoiceSchema = v.object({
  scope: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  enabled: v.boolean(),
  maintainer: v.string(),
  updatedAt: v.number(),
});

/** `200` of `GET /api/payments/due`: completed contracts with no payment (with a worker, or claimed and completed without the claimant's new work), and the choices. */
export const PayoutsDueAnswer = v.object({
  payouts: v.array(
    v.object({
      issueNumber: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      title: v.string(),
      /** Null when no worker is known (`not-claimant-work`): a maintainer decides. */
      payee: v.nullable(v.string()),
      reason: v.picklist(['claimant-work', 'not-claimant-work']),
      /** Null when no rate turns the reward into satoshis. */
      satoshis: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
    }),
  ),
  autoPayouts: v.array(AutoPayoutChoiceSchema),
});

/** `200` of `GET /api/payments/auto`: the choices. */
export const AutoPayoutsAnswer = v.object({ autoPayouts: v.array(AutoPayoutChoiceSchema) });

/** `200` of `PUT /api/payments/auto`: the choice as kept. */
export const AutoPayoutChoiceAnswer = v.object({ choice: AutoPayoutChoiceSchema });
