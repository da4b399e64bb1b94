import { Connect } from '@handcash/sdk';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import type { PaymentDetails } from '../../domain/payments/settlementCheck';
import { err, ok } from '../../domain/shared/result';
import type { LookupAnswer } from '../../ports/paymentLookup.port';

type AccountClient = NonNullable<Parameters<typeof Connect.getPaymentDetails>[0]['client']>;

/** How long HandCash may take to describe a payment. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** Our reference and kind from a payment's attachments (`{ format: 'json', value: { reference, kind } }`), or null. */
export function ourAttachment(attachments: unknown): PaymentDetails['attachment'] {
  if (!Array.isArray(attachments)) return null;
  for (const attachment of attachments as unknown[]) {
    const value = typeof attachment === 'object' && attachment !== null ? (attachment as { value?: unknown }).value : null;
    const parsed = typeof value === 'string' ? safeJson(value) : value;
    if (typeof parsed !== 'object' || parsed === null) continue;
    const { reference, kind } = parsed as { reference?: unknown; kind?: unknown };
    if (typeof reference === 'string' && typeof kind === 'string') return { reference, kind };
  }
  return null;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Looks `transactionId` up in the wallet of `client`'s token holder (`Connect.getPaymentDetails`,
 * `GET /v3/connect/wallet/payment`). A 4xx answer means the wallet knows no such payment of this account (null);
 * a 5xx, a timeout or no answer leaves it `unknown`.
 */
export async function handCashPaymentDetails(client: AccountClient, transactionId: string): Promise<LookupAnswer> {
  try {
    const { data, response } = await Connect.getPaymentDetails({ client, query: { transactionId }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (data !== undefined && typeof data.transactionId === 'string') {
      return ok({
        transactionId: data.transactionId,
        sent: data.type === 'send',
        receivers: (data.participants ?? []).map((participant) => participant.alias ?? participant.id),
        satoshis: Math.round(Math.abs(data.units) * SATOSHIS_PER_BSV),
        attachment: ourAttachment(data.attachments),
      });
    }
    return response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 403 && response.status !== 429 ? ok(null) : err('unknown');
  } catch {
    return err('unknown');
  }
}
