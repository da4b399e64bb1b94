import type { PayError } from '../../ports/paymentGateway.port';

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message.toLowerCase()
    : '';

/**
 * A failed HandCash payment as one of our reasons. 401/403: the authorization expired or was revoked. A 4xx names
 * its reason in `message` (HandCash's wording: balance, spend limit, receiver); anything else is `upstream`, where
 * the payment may or may not have been made.
 */
export function refusalFromHandCash(status: number, body: unknown): PayError {
  if (status === 401 || status === 403) return 'authorization-expired';
  if (status < 400 || status >= 500) return 'upstream';
  const message = messageOf(body);
  if (/spend(ing)?\s*limit/.test(message)) return 'spend-limit';
  if (/insufficient|not enough|balance/.test(message)) return 'insufficient-balance';
  if (/receiver|payee|destination|handle|alias|not found|unknown/.test(message)) return 'unknown-payee';
  return 'upstream';
}
