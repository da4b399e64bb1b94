import type { LedgerSnapshot } from '../../ports/devchainLedger.port';
import type { DevchainTransactions } from '../../ports/devchainTransactions.port';
import type { ChainState } from './chainState';

/**
 * Rebuilds the chain in memory from what the ledger kept: every transaction in acceptance order (checked when it
 * was accepted, so not again), then the blocks with each transaction's place and path.
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
  const byHeight = new Map<number, { txid: string; position: number; merklePath: string }[]>();
  for (const kept of snapshot.transactions) {
    if (kept.blockHeight === null || kept.blockPosition === null || kept.merklePath === null) continue;
    const list = byHeight.get(kept.blockHeight) ?? [];
    list.push({ txid: kept.txid, position: kept.blockPosition, merklePath: kept.merklePath });
    byHeight.set(kept.blockHeight, list);
  }
  for (const block of snapshot.blocks) state.mine(block, byHeight.get(block.height) ?? []);
}
