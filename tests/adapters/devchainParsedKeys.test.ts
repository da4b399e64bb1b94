import fc from 'fast-check';
import { PublicKey } from '@bsv/sdk';
import { pointFromScalar } from 'tiny-secp256k1';
import { describe, expect, it } from 'vitest';
import { KEPT_KEYS, compressedKey, keptKeyCount, parsedPublicKey, withParsedKeys } from '../../src/adapters/devchain/parsedPublicKeys';

/** The secp256k1 field's prime p, big-endian. */
const P = Buffer.from('fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f', 'hex');

/** The SDK's own answer for `bytes`: the key's uncompressed hex, or the error it throws. */
function sdkReading(bytes: number[]): string {
  try {
    return PublicKey.fromDER(bytes).toDER('hex') as string;
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

function keptReading(bytes: number[]): string {
  try {
    return parsedPublicKey(bytes).toDER('hex') as string;
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

/** A valid key from a nonzero scalar, compressed or not. */
const keyBytes = (scalar: Uint8Array, compressed: boolean): number[] => [...pointFromScalar(scalar, compressed)!];
const scalars = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => bytes.some((byte) => byte !== 0) && bytes[0]! < 0xff);

describe('public keys read once for the devchain’s interpreter', () => {
  it('reads every valid key as the SDK’s fromDER does, the same object each time, with its compressed bytes (property)', () => {
    fc.assert(
      fc.property(scalars, fc.boolean(), (scalar, compressed) => {
        const bytes = keyBytes(scalar, compressed);
        const first = parsedPublicKey(bytes);
        expect(first.toDER('hex')).toBe(sdkReading(bytes));
        expect(first.getX().toHex(32)).toBe(PublicKey.fromDER(bytes).getX().toHex(32));
        expect(parsedPublicKey([...bytes])).toBe(first);
        expect([...compressedKey(first)]).toEqual(keyBytes(scalar, true));
      }),
      { numRuns: 40 },
    );
  });

  it('answers any other bytes exactly as the SDK does: its reading or its error (property)', () => {
    const prefixes = fc.constantFrom(0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x00);
    fc.assert(
      fc.property(prefixes, fc.oneof(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.uint8Array({ maxLength: 70 })), (prefix, rest) => {
        const bytes = [prefix, ...rest];
        expect(keptReading(bytes)).toBe(sdkReading(bytes));
      }),
      { numRuns: 300 },
    );
    // An x of p or more: libsecp256k1 refuses it, the SDK reads it modulo p; its word stands.
    const beyond = [0x02, ...P.subarray(0, 31), P[31]! + 1];
    expect(keptReading(beyond)).toBe(sdkReading(beyond));
    // An x with no point on the curve (x = 5: 5³ + 7 = 132 is not a square modulo p).
    const offCurve = [0x02, ...new Array<number>(31).fill(0), 5];
    expect(keptReading(offCurve)).toMatch(/^throws/);
    expect(keptReading(offCurve)).toBe(sdkReading(offCurve));
  });

  it('keeps at most KEPT_KEYS keys', () => {
    for (let index = 1; index <= KEPT_KEYS + 10; index += 1) {
      const scalar = new Uint8Array(32);
      new DataView(scalar.buffer).setUint32(28, index);
      parsedPublicKey(keyBytes(scalar, true));
      expect(keptKeyCount()).toBeLessThanOrEqual(KEPT_KEYS);
    }
    expect(keptKeyCount()).toBeGreaterThan(0);
  });

  it('replaces PublicKey.fromDER only while the check runs, even when it throws', () => {
    const original = PublicKey.fromDER;
    expect(withParsedKeys(() => PublicKey.fromDER)).toBe(parsedPublicKey);
    expect(PublicKey.fromDER).toBe(original);
    expect(() =>
      withParsedKeys(() => {
        throw new Error('the check failed');
      }),
    ).toThrow('the check failed');
    expect(PublicKey.fromDER).toBe(original);
  });
});
