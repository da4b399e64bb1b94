import { reverseHex } from './blockHeader';
import type { MerkleNode } from './merkleTree';

/** A number as Bitcoin's variable-length integer, hex (little-endian after its marker byte). */
export function varIntHex(value: number): string {
  const le = (bytes: number) => {
    let hex = '';
    for (let index = 0, rest = value; index < bytes; index += 1, rest = Math.floor(rest / 256)) hex += (rest % 256).toString(16).padStart(2, '0');
    return hex;
  };
  if (value < 0xfd) return le(1);
  if (value <= 0xffff) return `fd${le(2)}`;
  if (value <= 0xffffffff) return `fe${le(4)}`;
  return `ff${le(8)}`;
}

const byteHex = (value: number) => value.toString(16).padStart(2, '0');

/**
 * A merkle path in BRC-74's binary form (BUMP), hex: the block height, the tree's height, then each level's leaves as
 * offset, flags (1: duplicate, no hash; 2: the transaction proved) and hash in internal byte order. The same bytes as
 * the SDK's `MerklePath.toHex()`, without its check of every leaf's root (a block's thousands of paths are computed
 * from one tree here, so that check would hash the tree again for each).
 */
export function encodeBump(blockHeight: number, path: readonly (readonly MerkleNode[])[]): string {
  let hex = varIntHex(blockHeight) + byteHex(path.length);
  for (const level of path) {
    hex += varIntHex(level.length);
    for (const node of level) {
      const flags = (node.duplicate === true ? 1 : 0) | (node.txid === true ? 2 : 0);
      hex += varIntHex(node.offset) + byteHex(flags);
      if ((flags & 1) === 0) hex += reverseHex(node.hash!);
    }
  }
  return hex;
}

/**
 * The BUMP (hex) of every transaction of a block, from its tree (`merkleLevels`): the same bytes as `encodeBump` of
 * each one's `merklePathOf`, in O(n log n) for the block. Each node's bytes (offset, flags, hash reversed) are
 * written once, and the part of a path above a height is shared by every leaf under the same node, so it is built
 * once a node (`above[height][position]`) rather than once a leaf.
 */
export function encodeBlockBumps(blockHeight: number, levels: readonly (readonly string[])[]): readonly string[] {
  const leaves = levels[0]!;
  if (leaves.length === 1) return [`${varIntHex(blockHeight)}01${varIntHex(1)}${varIntHex(0)}02${reverseHex(leaves[0]!)}`];
  const top = levels.length - 1;
  const sibling = (height: number, offset: number) => {
    const hash = levels[height]![offset];
    return hash === undefined ? `${varIntHex(offset)}01` : `${varIntHex(offset)}00${reverseHex(hash)}`;
  };
  // above[height][position]: the levels from `height` up of the path through the node at `position` there.
  let above: string[] = [''];
  for (let height = top - 1; height >= 1; height -= 1) {
    const count = levels[height]!.length;
    const next = new Array<string>(count);
    for (let position = 0; position < count; position += 1) next[position] = ['01', sibling(height, position ^ 1), above[position >> 1]].join('');
    above = next;
  }
  const head = `${varIntHex(blockHeight)}${byteHex(top)}02`;
  return leaves.map((leaf, index) => {
    const own = `${varIntHex(index)}02${reverseHex(leaf)}`;
    const pair = (index & 1) === 0 ? own + sibling(0, index + 1) : sibling(0, index - 1) + own;
    return [head, pair, above[index >> 1]].join('');
  });
}
