import { encodeBlockBumps } from '../../domain/devchain/bump';
import { merkleLevels } from '../../domain/devchain/merkleTree';
import type { LedgerSnapshot } from '../../ports/devchainLedger.port';
import type { DevchainTransactions } from '../../ports/devchainTransactions.port';
import type { ChainState } from './chainState';

/**
 * Rebuilds the chain in memory from what the ledger kept: every transaction in acceptance order (checked when it
 * was accepted, so not again), then the blocks: each transaction's place is its index in the block's ids, and its
 * BUMP is derived again from them (one tree a block), since the ledger keeps the ids rather than 10,000 paths.
 */
export function replayLedger(state: ChainState, engine: DevchainTransactions, snapshot: LedgerSnapshot): void {
  for (const kept of snapshot.transactions) {
    const parsed = engine.parse(kept.hex);
    if (!parsed.ok) throw new Error(`The devchain's ledger holds a transaction it cannot read: ${kept.txid}`);
    const transaction = parsed.value[0]!;
    const paidIn = transaction.inputs.reduce((sum, input) => sum + state.satoshisOf(input), 0);
    const paidOut = transaction.outputs.reduce((sum, output) => sum + output.satoshis, 0);
    state.add(transaction, Math.max(0, paidIn - paidOut), kept.blockHeight !== null && kept.blockPosition === 0);
  }
  for (const block of snapshot.blocks) {
    const bumps = encodeBlockBumps(block.height, merkleLevels(block.txids, engine.hashPair));
    state.mine(block, block.txids.map((txid, position) => ({ txid, position, merklePath: bumps[position]! })));
  }
}
