import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseHex } from '../../../src/domain/devchain/blockHeader';
import { merkleLevels, merklePathOf, merkleRoot, rootOfPath } from '../../../src/domain/devchain/merkleTree';

/** Bitcoin's pair hash: double SHA-256 over both ids in internal byte order, shown reversed. */
const sha256d = (left: string, right: string) => {
  const once = createHash('sha256').update(Buffer.from(reverseHex(left) + reverseHex(right), 'hex')).digest();
  return reverseHex(createHash('sha256').update(once).digest('hex'));
};
/** A hash that shows its shape, to read the tree. */
const shape = (left: string, right: string) => `(${left}${right})`;
const txid = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('the merkle tree of a block', () => {
  it('pairs the last node of an odd level with itself', () => {
    expect(merkleRoot(['a'], shape)).toBe('a');
    expect(merkleRoot(['a', 'b', 'c'], shape)).toBe('((ab)(cc))');
    expect(merkleLevels(['a', 'b', 'c', 'd', 'e'], shape).map((level) => level.length)).toEqual([5, 3, 2, 1]);
  });

  it('computes block 100,000’s root from its four transactions', () => {
    const txids = [
      '8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87',
      'fff2525b8931402dd09222c50775608f75787bd2b87e56995a7bdd30f79702c4',
      '6359f0868171b1d194cbee1af2f16ea598ae8fad666d9b012c8ed2b79a236ec4',
      'e9a66845e05d5abc0ad04ec80f774a7e585c6e8db975962d069a522137b80c1d',
    ];
    expect(merkleRoot(txids, sha256d)).toBe('f3e94742aca4b5ef85488dc37c06c3282295ffec960994b2c0d5ac2a25a95766');
  });

  it('refuses a block without transactions', () => {
    expect(() => merkleLevels([], shape)).toThrow();
  });

  it('gives every transaction a path that proves the block’s root (property)', () => {
    fc.assert(
      fc.property(fc.array(txid, { minLength: 1, maxLength: 40 }), (txids) => {
        const levels = merkleLevels(txids, sha256d);
        const root = levels[levels.length - 1]![0];
        return txids.every((_, index) => rootOfPath(merklePathOf(levels, index), sha256d) === root);
      }),
      { numRuns: 60 },
    );
  });

  it('marks the transaction in its path and has one level a height of the tree (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.nat(), (count, seed) => {
        const txids = Array.from({ length: count }, (_, index) => String(index));
        const levels = merkleLevels(txids, shape);
        const index = seed % count;
        const path = merklePathOf(levels, index);
        const leaf = path[0]!.filter((node) => node.txid === true);
        return path.length === Math.ceil(Math.log2(count)) && leaf.length === 1 && leaf[0]!.offset === index && path.slice(1).every((level) => level.length === 1);
      }),
    );
  });
});
