import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reverseHex, serializeHeader } from '../../../src/domain/devchain/blockHeader';

const hashOf = (hex: string) => reverseHex(createHash('sha256').update(createHash('sha256').update(Buffer.from(hex, 'hex')).digest()).digest('hex'));

describe('the devchain’s block header', () => {
  it('serializes 80 bytes as Bitcoin does: the genesis block’s header hashes to its known hash', () => {
    const header = serializeHeader({
      version: 1,
      previousHash: '0'.repeat(64),
      merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
      time: 1231006505,
      bits: 0x1d00ffff,
      nonce: 2083236893,
    });
    expect(header).toHaveLength(160);
    expect(hashOf(header)).toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f');
  });
});
