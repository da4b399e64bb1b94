import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a webhook delivery was refused, for the log; null when its signature is right. */
export type SignatureProblem = 'no-secret' | 'missing' | 'bad';

/**
 * Checks `X-Hub-Signature-256` (`sha256=<hex HMAC-SHA256 of the raw body>`) against the secret, in constant time.
 * With no secret configured every delivery is refused.
 */
export function webhookSignatureProblem(secret: string | null, body: Uint8Array, header: string | undefined): SignatureProblem | null {
  if (secret === null) return 'no-secret';
  if (header === undefined || header === '') return 'missing';
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'bad';
}
