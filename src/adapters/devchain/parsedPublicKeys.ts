import { BigNumber, PublicKey } from '@bsv/sdk';
import { isPoint, pointCompress } from 'tiny-secp256k1';

/**
 * Public keys read once (issue 37's acceptance rate). The SDK's interpreter reads the key of every `OP_CHECKSIG` twice
 * (`checkPublicKeyEncoding`, then the check itself), each time with `PublicKey.fromDER`, whose decompression (a square
 * root modulo p in JavaScript) was the largest cost of accepting a P2PKH transaction. Here a key's bytes are read
 * once, on libsecp256k1 (WebAssembly), and the key is kept by its exact bytes; every later reading of the same bytes
 * gets the same key. Only keys that read as points are kept: bytes that do not are handed to the SDK's own
 * `fromDER` every time, so what it refuses stays refused with its words. Keys hold no secret and signatures are still
 * verified on every input; the memory is bounded (`KEPT_KEYS`, forgotten all at once when full).
 */

/** How many keys are kept before all are forgotten (a P2PKH spend's key is 33 bytes; a few hundred kilobytes). */
export const KEPT_KEYS = 4_096;

/** The SDK's own reading, taken before any `withParsedKeys` replaces it. */
const sdkFromDER = PublicKey.fromDER.bind(PublicKey);

const kept = new Map<string, PublicKey>();
/** A kept key's compressed bytes, as libsecp256k1 takes them (so a verification does not encode the key again). */
const compressedOf = new WeakMap<PublicKey, Uint8Array>();

/** The key `bytes` encode, read on libsecp256k1; null for any bytes it does not read as a point (the SDK decides). */
function readOnLibsecp256k1(bytes: Uint8Array): PublicKey | null {
  const prefix = bytes[0];
  const encoded = (bytes.length === 33 && (prefix === 0x02 || prefix === 0x03)) || (bytes.length === 65 && prefix === 0x04);
  if (!encoded || !isPoint(bytes)) return null;
  const full = pointCompress(bytes, false);
  const key = new PublicKey(new BigNumber([...full.subarray(1, 33)]), new BigNumber([...full.subarray(33, 65)]));
  compressedOf.set(key, pointCompress(bytes, true));
  return key;
}

/** `PublicKey.fromDER` with the keys kept: the same point the SDK reads, or the SDK's own answer (and throw). */
export function parsedPublicKey(der: number[]): PublicKey {
  const bytes = Uint8Array.from(der);
  const name = Buffer.from(bytes).toString('hex');
  const known = kept.get(name);
  if (known !== undefined) return known;
  const key = readOnLibsecp256k1(bytes);
  if (key === null) return sdkFromDER(der);
  if (kept.size >= KEPT_KEYS) kept.clear();
  kept.set(name, key);
  return key;
}

/** A key's compressed bytes for libsecp256k1: kept when it was read here, encoded otherwise. */
export function compressedKey(pubkey: PublicKey): Uint8Array {
  return compressedOf.get(pubkey) ?? Uint8Array.from(pubkey.encode(true) as number[]);
}

/** How many keys are kept now (for tests of the bound). */
export const keptKeyCount = (): number => kept.size;

/**
 * Runs `check` (synchronous: an interpreter's `validate`) with `PublicKey.fromDER` reading through the kept keys, and
 * puts the SDK's function back after, even when `check` throws. The SDK's interpreter calls the class's static
 * `fromDER`, so replacing it for the length of a synchronous call is the one seam; no other code runs meanwhile.
 */
export function withParsedKeys<T>(check: () => T): T {
  const original = PublicKey.fromDER;
  PublicKey.fromDER = parsedPublicKey;
  try {
    return check();
  } finally {
    PublicKey.fromDER = original;
  }
}
