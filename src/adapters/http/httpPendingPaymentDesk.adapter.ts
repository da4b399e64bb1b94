import { firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PendingPayment, PendingPaymentDesk, PendingPaymentDeskError, PendingPaymentRefusal } from '../../ports/pendingPaymentDesk.port';
import { PendingPaymentsAnswer, ReleasedPendingAnswer, SettledPendingAnswer } from '../wire/pendingPayments.schema';
import { jsonRequest } from './jsonRequest';
import { PENDING_PAYMENT_PATHS } from './pendingPaymentPaths';

const UNAVAILABLE: PendingPaymentDeskError = { code: 'unavailable' };
const REFUSALS = v.picklist<readonly PendingPaymentRefusal[]>([
  'unknown-pending-payment',
  'payment-in-flight',
  'unknown-transaction',
  'payment-mismatch',
  'no-wallet-token',
  'wallet-not-configured',
  'wallet-unreachable',
]);
const Refusal = v.object({ code: REFUSALS });

/** The payment as the port names it: the wire's fields the payer's page shows. */
const pendingOf = ({ id, kind, subject, reference, receivers, createdAt }: v.InferOutput<typeof PendingPaymentsAnswer>['pending'][number]): PendingPayment => ({
  id,
  kind,
  subject,
  reference,
  receivers,
  createdAt,
});

/** One request read with the route's schema on 200; a 401 is `not-signed-in`, a known refusal `refused`, the rest `unavailable`. */
async function answerOf<T>(request: ReturnType<typeof jsonRequest>, schema: v.GenericSchema<unknown, T>): Promise<Result<T, PendingPaymentDeskError>> {
  const answer = await firstValueFrom(request);
  if (!answer.ok) return err(UNAVAILABLE);
  const { status, body } = answer.value;
  if (status === 401) return err({ code: 'not-signed-in' });
  if (status !== 200) {
    const refusal = v.safeParse(Refusal, body);
    return err(refusal.success ? { code: 'refused', reason: refusal.output.code } : UNAVAILABLE);
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? ok(parsed.output) : err(UNAVAILABLE);
}

/** The payer's pending payments on this app's server (`/api/pending-payments`), with the session cookie. */
export class HttpPendingPaymentDesk implements PendingPaymentDesk {
  async list(): Promise<Result<readonly PendingPayment[], PendingPaymentDeskError>> {
    const answer = await answerOf(jsonRequest('GET', PENDING_PAYMENT_PATHS.pending), PendingPaymentsAnswer);
    return answer.ok ? ok(answer.value.pending.map(pendingOf)) : answer;
  }

  async settle(id: string, transactionId: string): Promise<Result<PendingPayment, PendingPaymentDeskError>> {
    const answer = await answerOf(jsonRequest('POST', PENDING_PAYMENT_PATHS.settle, { id, transactionId }), SettledPendingAnswer);
    return answer.ok ? ok(pendingOf(answer.value.settled)) : answer;
  }

  async release(id: string): Promise<Result<PendingPayment, PendingPaymentDeskError>> {
    const answer = await answerOf(jsonRequest('POST', PENDING_PAYMENT_PATHS.release, { id }), ReleasedPendingAnswer);
    return answer.ok ? ok(pendingOf(answer.value.released)) : answer;
  }
}
