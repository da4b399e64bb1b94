import * as v from 'valibot';
import type { AutoPayoutChoice } from '../../domain/payments/autoPayout';
import type { PayoutsDueView } from '../../ports/paymentDesk.port';

const ChoiceSchema = v.object({ scope: v.pipe(v.number(), v.safeInteger(), v.minValue(0)), enabled: v.boolean(), maintainer: v.string(), updatedAt: v.number() });
const DueAnswer = v.object({
  payouts: v.array(
    v.object({
      issueNumber: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      title: v.string(),
      payee: v.string(),
      satoshis: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
    }),
  ),
  autoPayouts: v.array(ChoiceSchema),
});
const ChoiceAnswer = v.object({ choice: ChoiceSchema });

/** The payouts due of `GET /api/payments/due`'s answer; undefined when it is malformed. */
export const dueOf = (body: unknown): PayoutsDueView | undefined => {
  const parsed = v.safeParse(DueAnswer, body);
  return parsed.success ? parsed.output : undefined;
};

/** The choice of `PUT /api/payments/auto`'s answer; undefined when it is malformed. */
export const choiceOf = (body: unknown): AutoPayoutChoice | undefined => {
  const parsed = v.safeParse(ChoiceAnswer, body);
  return parsed.success ? parsed.output.choice : undefined;
};
