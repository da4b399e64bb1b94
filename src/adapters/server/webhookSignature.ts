import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-Hub-Signature-256` a body deserves (`sha256=<hex HMAC-SHA256 of the raw body>`), computed as the body
 * streams in, so a large delivery is never held in memory; `too-large` (reading stops) past `maxBytes`.
 */
export async function expectedSignature(secret: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{ signature: string; bytes: number } | 'too-large'> {
  const hmac = createHmac('sha256', secret);
  let bytes = 0;
  if (body !== null) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel();
        return 'too-large';
      }
      hmac.update(value);
    }
  }
  return { signature: `sha256=${hmac.digest('hex')}`, bytes };
}

/** Whether `header` is `expected`, compared in constant time. */
export function signatureMatches(expected: string, header: string): boolean {
  const want = Buffer.from(expected);
  const given = Buffer.from(header);
  return given.length === want.length && timingSafeEqual(given, want);
}
