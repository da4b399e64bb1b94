import { map } from 'rxjs';
import * as v from 'valibot';
import type { Result } from '../../domain/shared/result';
import type { PaymentDeskError } from '../../ports/paymentDesk.port';
import { AutoPayoutChoiceAnswer, PayoutsDueAnswer } from '../wire/payouts.schema';
import { PAYOUT_PATHS } from './payoutPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

/** How the payment desk turns an answer into a result (`httpPaymentDesk.adapter.ts`). */
type Settle = <T>(answer: Result<JsonAnswer, string>, read: (body: unknown) => T | undefined) => Result<T, PaymentDeskError>;

/** `GET /api/payments/due`: the payouts due and the automatic payout choices. */
export const due = (settle: Settle) =>
  jsonRequest('GET', PAYOUT_PATHS.payoutsDue).pipe(
    map((answer) =>
      settle(answer, (body) => {
        const parsed = v.safeParse(PayoutsDueAnswer, body);
        return parsed.success ? parsed.output : undefined;
      }),
    ),
  );

/** `PUT /api/payments/auto`: turns paying on merge on or off; the choice as kept. */
export const choose = (settle: Settle, issueNumber: number | null, enabled: boolean) =>
  jsonRequest('PUT', PAYOUT_PATHS.autoPayouts, { issueNumber, enabled }).pipe(
    map((answer) =>
      settle(answer, (body) => {
        const parsed = v.safeParse(AutoPayoutChoiceAnswer, body);
        return parsed.success ? parsed.output.choice : undefined;
      }),
    ),
  );
