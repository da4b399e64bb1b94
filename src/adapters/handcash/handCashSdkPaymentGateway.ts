import { Connect, getInstance } from '@handcash/sdk';
import { formatBsv } from '../../domain/payments/bsvAmount';
import { isHandCashAuthToken } from '../../domain/session/authToken';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentIdentity, PaymentOrder, SplitPaymentGateway, SplitPaymentOrder } from '../../ports/paymentGateway.port';
import type { LookupAnswer, PaymentLookup } from '../../ports/paymentLookup.port';
import type { WalletFunds } from '../../ports/offerRepository.port';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { handCashPaymentDetails } from './handCashPaymentDetails';
import { refusalFromHandCash } from './handCashRefusals';

/** How long HandCash may take to confirm a payment before the server answers "pending check". */
export const HANDCASH_PAY_TIMEOUT_MS = 10_000;
/** How long a timed-out payment's late answer is still awaited (it settles the reconciliation). */
export const HANDCASH_LATE_ANSWER_MS = 120_000;

export interface HandCashPaymentOptions {
  readonly appId: string;
  /** Given to the SDK only. */
  readonly appSecret: string | null;
  /** The HandCash Connect API base (`HANDCASH_CONNECT_URL`). */
  readonly connectUrl: string;
  readonly timeoutMs?: number;
  readonly lateAnswerMs?: number;
}

type AccountClient = NonNullable<Parameters<typeof Connect.pay>[0]['client']>;
type PayAnswer = Result<{ transactionId: string }, PayError>;

/** What the gateway remembers a payment by: its kind, its payer and its reference. */
const keyOf = (identity: PaymentIdentity): string => JSON.stringify([identity.kind, identity.payer.toLowerCase(), identity.reference]);

/**
 * Payments through HandCash's SDK (`@handcash/sdk`, `Connect.pay`), signed with the payer's auth token. Every
 * payment carries its reference and kind in its attachment (`{ format: 'json', value: { reference, kind } }`).
 * HandCash keeps no idempotency key and lists no payments (only `getPaymentDetails` by transaction id), so a payment
 * that timed out is reconciled from its own late answer, which this gateway keeps awaiting for `lateAnswerMs`: until
 * it arrives (or after a restart) the answer is `unknown` and the payment stays "pending check", to be settled by the
 * transaction id the payer sees in their wallet (`lookup`).
 */
export class HandCashSdkPaymentGateway implements PaymentGateway, SplitPaymentGateway, PaymentLookup, WalletFunds {
  private readonly sdk: ReturnType<typeof getInstance>;
  private readonly timeoutMs: number;
  private readonly lateAnswerMs: number;
  /** Answers of calls that timed out, by kind, payer and reference: settled, or still running. */
  private readonly late = new Map<string, { answer: PayAnswer | null }>();

  constructor(options: HandCashPaymentOptions) {
    this.sdk = getInstance({ appId: options.appId, appSecret: options.appSecret ?? '', baseUrl: options.connectUrl });
    this.timeoutMs = options.timeoutMs ?? HANDCASH_PAY_TIMEOUT_MS;
    this.lateAnswerMs = options.lateAnswerMs ?? HANDCASH_LATE_ANSWER_MS;
  }

  async pay(authToken: string, order: PaymentOrder): Promise<PayAnswer> {
    return this.payReceivers(authToken, {
      receivers: [{ handle: order.payee, satoshis: order.satoshis }],
      note: order.note === '' ? `Contract reward ${order.reference}` : order.note,
      kind: order.kind,
      payer: order.payer,
      reference: order.reference,
    });
  }

  /** One `Connect.pay` with every receiver of the order (HandCash's `receivers`), in BSV. */
  async payReceivers(authToken: string, order: SplitPaymentOrder): Promise<PayAnswer> {
    if (!isHandCashAuthToken(authToken)) return err('authorization-expired');
    const call = this.askHandCash(authToken, order);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    const first = await Promise.race([call, timeout]);
    clearTimeout(timer);
    if (first !== 'timeout') return first;
    const entry: { answer: PayAnswer | null } = { answer: null };
    const key = keyOf(order);
    this.late.set(key, entry);
    void call.then((answer) => {
      entry.answer = answer;
      // Forget it once nobody can still be reconciling it.
      setTimeout(() => this.late.delete(key), this.lateAnswerMs).unref();
    });
    return err('timeout');
  }

  async findPayment(_authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer> {
    const answer = this.late.get(keyOf(identity))?.answer ?? null;
    if (answer === null) return err('unknown');
    if (answer.ok) return ok({ transactionId: answer.value.transactionId });
    // A refusal means nothing was paid; a failure without an answer leaves it unknown.
    return answer.error === 'upstream' || answer.error === 'timeout' ? err('unknown') : ok(null);
  }

  async lookup(authToken: string, transactionId: string): Promise<LookupAnswer> {
    if (!isHandCashAuthToken(authToken)) return err('unknown');
    return handCashPaymentDetails(this.sdk.getAccountClient(authToken) as unknown as Parameters<typeof handCashPaymentDetails>[0], transactionId);
  }

  /** The wallet's spendable BSV (`Connect.getSpendableBalances`), in satoshis; a failed call is `unknown`. */
  async spendable(authToken: string): ReturnType<WalletFunds['spendable']> {
    if (!isHandCashAuthToken(authToken)) return err('authorization-expired');
    try {
      const { data, response } = await Connect.getSpendableBalances({
        client: this.sdk.getAccountClient(authToken) as unknown as AccountClient,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 401 || response.status === 403) return err('authorization-expired');
      const bsv = data?.items?.find((item) => item.currencyCode === 'BSV');
      return bsv === undefined ? err('unknown') : ok(Math.round(bsv.spendableBalance * SATOSHIS_PER_BSV));
    } catch {
      return err('unknown');
    }
  }

  private async askHandCash(authToken: string, order: SplitPaymentOrder): Promise<PayAnswer> {
    try {
      const { data, error, response } = await Connect.pay({
        // The SDK's two `Client` types (its generated one, @hey-api's) differ only in a `parseAs` union.
        client: this.sdk.getAccountClient(authToken) as unknown as AccountClient,
        body: {
          instrumentCurrencyCode: 'BSV',
          note: order.note,
          receivers: order.receivers.map((receiver) => ({ sendAmount: Number(formatBsv(receiver.satoshis)), destination: receiver.handle })),
          attachment: { format: 'json', value: { reference: order.reference, kind: order.kind } as unknown as Record<string, never> },
        },
        signal: AbortSignal.timeout(this.lateAnswerMs),
      });
      if (data !== undefined && typeof data.transactionId === 'string' && data.transactionId !== '') {
        return ok({ transactionId: data.transactionId });
      }
      return err(refusalFromHandCash(response.status, error));
    } catch {
      return err('upstream');
    }
  }
}
