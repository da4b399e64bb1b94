import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { MerklePath } from '@bsv/sdk';
import { describe, expect, it } from 'vitest';
import { reverseHex } from '../../../src/domain/devchain/blockHeader';
import { encodeBlockBumps, encodeBump, varIntHex } from '../../../src/domain/devchain/bump';
import { merkleLevels, merklePathOf } from '../../../src/domain/devchain/merkleTree';

const sha256d = (left: string, right: string) => {
  const once = createHash('sha256').update(Buffer.from(reverseHex(left) + reverseHex(right), 'hex')).digest();
  return reverseHex(createHash('sha256').update(once).digest('hex'));
};
const txid = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('BUMP encoding (BRC-74)', () => {
  it('writes variable-length integers as Bitcoin does', () => {
    expect([varIntHex(0), varIntHex(252), varIntHex(253), varIntHex(0x10000), varIntHex(2 ** 32)]).toEqual(['00', 'fc', 'fdfd00', 'fe00000100', 'ff0000000001000000']);
  });

  it('gives the SDK’s bytes, which the SDK reads back to the block’s root (property)', () => {
    fc.assert(
      fc.property(fc.array(txid, { minLength: 1, maxLength: 24 }), fc.nat(1_000_000), (txids, height) => {
        const levels = merkleLevels(txids, sha256d);
        const bumps = encodeBlockBumps(height, levels);
        return txids.every((id, index) => {
          const one = encodeBump(height, merklePathOf(levels, index));
          const sdk = new MerklePath(height, merklePathOf(levels, index).map((level) => level.map((node) => ({ ...node }))), false);
          return bumps[index] === one && one === sdk.toHex() && MerklePath.fromHex(one).computeRoot(id) === levels[levels.length - 1]![0];
        });
      }),
      { numRuns: 40 },
    );
  });
});
