import { TransactionSignature } from '@bsv/sdk';

/**
 * A checksig signature read once (issue 37's acceptance rate). For every `OP_CHECKSIG` the SDK's interpreter reads the
 * same signature bytes twice with `TransactionSignature.fromChecksigFormat` (its encoding check, then the check
 * itself). Here the last signature read is kept by its exact bytes, and reading the same bytes again gets it back.
 * Only a signature that read is kept: bytes that throw are read by the SDK each time, so the same error follows.
 */

/** The SDK's own reading, taken before any `withParsedSignatures` replaces it. */
const sdkFromChecksigFormat = TransactionSignature.fromChecksigFormat.bind(TransactionSignature);

let last: { readonly bytes: string; readonly signature: TransactionSignature } | null = null;

/** `TransactionSignature.fromChecksigFormat`, the last signature read kept by its bytes. */
export function parsedSignature(buf: number[]): TransactionSignature {
  const bytes = Buffer.from(buf).toString('hex');
  if (last !== null && last.bytes === bytes) return last.signature;
  const signature = sdkFromChecksigFormat(buf);
  last = { bytes, signature };
  return signature;
}

/**
 * Runs `check` (synchronous: an interpreter's `validate`) with `fromChecksigFormat` reading through `parsedSignature`,
 * and puts the SDK's function back after, even when `check` throws (the interpreter calls the class's static).
 */
export function withParsedSignatures<T>(check: () => T): T {
  const original = TransactionSignature.fromChecksigFormat;
  TransactionSignature.fromChecksigFormat = parsedSignature;
  try {
    return check();
  } finally {
    TransactionSignature.fromChecksigFormat = original;
  }
}
