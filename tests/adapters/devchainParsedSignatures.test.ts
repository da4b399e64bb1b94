import fc from 'fast-check';
import { BigNumber, ECDSA, PrivateKey, TransactionSignature } from '@bsv/sdk';
import { describe, expect, it } from 'vitest';
import { parsedSignature, withParsedSignatures } from '../../src/adapters/devchain/parsedSignatures';

/** What a reading gives: the signature's r, s and scope, or the error thrown. */
function reading(read: (buf: number[]) => TransactionSignature, bytes: number[]): string {
  try {
    const signature = read(bytes);
    return `${signature.r.toHex()} ${signature.s.toHex()} ${signature.scope}`;
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

const sdk = (buf: number[]) => TransactionSignature.fromChecksigFormat(buf);
const key = PrivateKey.fromRandom();

/** A real checksig signature (DER then the scope byte) over `digest`. */
const checksig = (digest: number[], scope: number): number[] => [...ECDSA.sign(new BigNumber(digest), key, true).toDER() as number[], scope];

describe('checksig signatures read once for the devchain’s interpreter', () => {
  it('reads real signatures as the SDK does, the same object for the same bytes and a new one for others (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ minLength: 32, maxLength: 32 }), { minLength: 1, maxLength: 4 }), fc.constantFrom(0x41, 0x43, 0xc1), (digests, scope) => {
        for (const digest of digests) {
          const bytes = checksig([...digest], scope);
          const first = parsedSignature(bytes);
          expect(reading(parsedSignature, bytes)).toBe(reading(sdk, bytes));
          expect(parsedSignature([...bytes])).toBe(first);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('answers any other bytes exactly as the SDK does, its error included (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 80 }), { minLength: 1, maxLength: 3 }), (inputs) => {
        for (const bytes of inputs) expect(reading(parsedSignature, [...bytes])).toBe(reading(sdk, [...bytes]));
      }),
      { numRuns: 200 },
    );
  });

  it('replaces fromChecksigFormat only while the check runs, even when it throws', () => {
    const original = TransactionSignature.fromChecksigFormat;
    expect(withParsedSignatures(() => TransactionSignature.fromChecksigFormat)).toBe(parsedSignature);
    expect(TransactionSignature.fromChecksigFormat).toBe(original);
    expect(() =>
      withParsedSignatures(() => {
        throw new Error('the check failed');
      }),
    ).toThrow('the check failed');
    expect(TransactionSignature.fromChecksigFormat).toBe(original);
  });
});
