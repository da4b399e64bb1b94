import { DEVCHAIN_BITS, DEVCHAIN_BLOCK_VERSION, NO_PREVIOUS_BLOCK, serializeHeader } from '../../domain/devchain/blockHeader';
import { BLOCK_SUBSIDY_SATOSHIS } from '../../domain/devchain/devchainLimits';
import { merkleLevels } from '../../domain/devchain/merkleTree';
import { encodeBlockBumps } from '../../domain/devchain/bump';
import type { DevchainLedger, LedgerBlock } from '../../ports/devchainLedger.port';
import type { DevchainTransactions } from '../../ports/devchainTransactions.port';
import type { ChainState } from './chainState';

/** What mining needs: the chain, the engine, the ledger, who the coinbase pays, and the time in seconds. */
export interface MineContext {
  readonly state: ChainState;
  readonly engine: DevchainTransactions;
  readonly ledger: DevchainLedger;
  readonly faucetOwner: string;
  readonly nowSeconds: number;
}

/**
 * Mines one block: a coinbase paying the faucet the subsidy and the fees, then the whole mempool in acceptance
 * order; the merkle root from their ids, a real 80-byte header without proof of work (nonce 0, never searched), and
 * a BUMP for every transaction. Kept on disk first, then in memory.
 */
export async function mineBlock(context: MineContext): Promise<LedgerBlock> {
  const { state, engine, ledger, faucetOwner, nowSeconds } = context;
  const height = state.blocks.length;
  const previous = state.blocks[height - 1];
  const pending = [...state.mempool].map((txid) => state.transactions.get(txid)!);
  const fees = pending.reduce((sum, kept) => sum + kept.fee, 0);
  const coinbase = engine.coinbase(height, faucetOwner, BLOCK_SUBSIDY_SATOSHIS + fees);
  const txids = [coinbase.txid, ...pending.map((kept) => kept.txid)];
  const levels = merkleLevels(txids, engine.hashPair);
  const merkleRoot = levels[levels.length - 1]![0]!;
  const previousHash = previous?.hash ?? NO_PREVIOUS_BLOCK;
  const time = Math.max(nowSeconds, previous?.time ?? 0);
  const header = serializeHeader({ version: DEVCHAIN_BLOCK_VERSION, previousHash, merkleRoot, time, bits: DEVCHAIN_BITS, nonce: 0 });
  const block: LedgerBlock = { height, hash: engine.headerHash(header), header, merkleRoot, previousHash, time, txids };
  const bumps = encodeBlockBumps(height, levels);
  const paths = txids.map((txid, position) => ({ txid, position, merklePath: bumps[position]! }));
  await ledger.addBlock(block, coinbase.hex, paths);
  state.add(coinbase, 0, true);
  state.mine(block, paths);
  return block;
}
