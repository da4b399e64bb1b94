import fc from 'fast-check';
import { BigNumber, ECDSA, PrivateKey, Signature } from '@bsv/sdk';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPreimageSignature } from '../../src/adapters/devchain/fastSignatureCheck';

const digestOf = (preimage: Uint8Array) => new BigNumber([...createHash('sha256').update(createHash('sha256').update(preimage).digest()).digest()]);
const N = new BigNumber('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', 16);
const keys = [PrivateKey.fromRandom(), PrivateKey.fromRandom()];

describe('signature checks on libsecp256k1 inside the SDK interpreter', () => {
  it('agrees with the SDK’s ECDSA.verify on valid, high-S, tampered and wrong-key signatures (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 120 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), (preimage, tamper, otherKey) => {
        const key = keys[0]!;
        const signed = ECDSA.sign(digestOf(preimage), key, true);
        const variants: Record<number, Signature> = {
          0: signed,
          1: new Signature(signed.r, N.sub(signed.s)),
          2: new Signature(signed.r.addn(1), signed.s),
          3: new Signature(signed.r, signed.s.addn(1)),
          4: new Signature(new BigNumber(0), signed.s),
        };
        const signature = variants[tamper]!;
        const pubkey = (otherKey ? keys[1]! : key).toPublicKey();
        const expected = ECDSA.verify(digestOf(preimage), signature, pubkey);
        expect(verifyPreimageSignature(preimage, signature, pubkey)).toBe(expected);
        return expected === (tamper <= 1 && !otherKey);
      }),
      { numRuns: 30 },
    );
  });
});
