/**
 * The merkle tree of a block (issue 37): leaves are the transaction ids in the block's order, each level hashes
 * pairs of the one below, and a level's last node, when alone, is paired with itself (Bitcoin's rule). The hash of a
 * pair arrives as an argument (`HashPair`: double SHA-256 of the two ids in internal byte order, in the adapter), so
 * the rule stays pure and is tested with any hash.
 */

/** Hashes two nodes (ids as the chain shows them, hex) into their parent, in the same spelling. */
export type HashPair = (left: string, right: string) => string;

/** Every level of the tree, leaves first, the root alone last. Refuses an empty block (a block has its coinbase). */
export function merkleLevels(txids: readonly string[], hashPair: HashPair): readonly (readonly string[])[] {
  if (txids.length === 0) throw new Error('A block holds at least its coinbase transaction');
  const levels: string[][] = [[...txids]];
  for (let level = levels[0]!; level.length > 1; ) {
    const parents: string[] = [];
    for (let index = 0; index < level.length; index += 2) {
      parents.push(hashPair(level[index]!, level[index + 1] ?? level[index]!));
    }
    levels.push(parents);
    level = parents;
  }
  return levels;
}

/** The root of the tree of `txids`. */
export const merkleRoot = (txids: readonly string[], hashPair: HashPair): string => {
  const levels = merkleLevels(txids, hashPair);
  return levels[levels.length - 1]![0]!;
};

/** One node of a merkle path at one height, as BRC-74 (BUMP) writes it. */
export interface MerkleNode {
  readonly offset: number;
  readonly hash?: string;
  /** The leaf is the transaction the path proves. */
  readonly txid?: true;
  /** The sibling is missing: the node is paired with itself. */
  readonly duplicate?: true;
}

/**
 * The BUMP path of the transaction at `index`: at height 0 the transaction and its sibling, above only the sibling
 * of each ancestor. A block of one transaction has a path of one level holding that transaction alone.
 */
export function merklePathOf(levels: readonly (readonly string[])[], index: number): readonly (readonly MerkleNode[])[] {
  const leaves = levels[0]!;
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) throw new Error(`No leaf at ${index}`);
  if (leaves.length === 1) return [[{ offset: 0, hash: leaves[0]!, txid: true }]];
  const path: MerkleNode[][] = [];
  for (let height = 0; height < levels.length - 1; height += 1) {
    const position = index >> height;
    const siblingOffset = position ^ 1;
    const sibling = levels[height]![siblingOffset];
    const siblingNode: MerkleNode = sibling === undefined ? { offset: siblingOffset, duplicate: true } : { offset: siblingOffset, hash: sibling };
    if (height > 0) path.push([siblingNode]);
    else path.push([{ offset: index, hash: leaves[index]!, txid: true } as MerkleNode, siblingNode].sort((a, b) => a.offset - b.offset));
  }
  return path;
}

/** The root a path proves for its transaction: what a verifier computes (the SDK's `MerklePath.computeRoot`). */
export function rootOfPath(path: readonly (readonly MerkleNode[])[], hashPair: HashPair): string {
  const leaf = path[0]!.find((node) => node.txid === true)!;
  let hash = leaf.hash!;
  let position = leaf.offset;
  for (let height = 0; height < path.length; height += 1) {
    if (path.length === 1 && path[0]!.length === 1) return hash;
    const sibling = path[height]!.find((node) => node.offset === (position ^ 1))!;
    const other = sibling.duplicate === true ? hash : sibling.hash!;
    hash = position % 2 === 0 ? hashPair(hash, other) : hashPair(other, hash);
    position >>= 1;
  }
  return hash;
}
