import { outpointKey, type Outpoint, type OutputState } from '../../domain/devchain/outpoints';
import type { LedgerBlock } from '../../ports/devchainLedger.port';
import type { DevchainOutput, ParsedTransaction } from '../../ports/devchainTransactions.port';

/** An output the chain holds, and who spent it (null: unspent). */
export interface KeptOutput extends DevchainOutput, OutputState {
  readonly txid: string;
  readonly vout: number;
  spentBy: string | null;
}

/** A transaction the chain holds: mined (with its place and BUMP) or in the mempool. */
export interface KeptTransaction {
  readonly txid: string;
  readonly hex: string;
  readonly size: number;
  readonly fee: number;
  readonly inputs: readonly Outpoint[];
  readonly outputCount: number;
  blockHeight: number | null;
  blockPosition: number | null;
  merklePath: string | null;
}

/**
 * The devchain in memory: outputs by outpoint, unspent outputs by the key hash they pay, transactions by id, the
 * mempool in acceptance order (a parent before its children) and the blocks by height. The ledger keeps the same
 * on disk; this is rebuilt from it on start. Mutated only by the `Devchain`'s serialized commands.
 */
export class ChainState {
  readonly outputs = new Map<string, KeptOutput>();
  readonly unspentByOwner = new Map<string, Set<string>>();
  readonly transactions = new Map<string, KeptTransaction>();
  readonly mempool = new Set<string>();
  readonly blocks: LedgerBlock[] = [];
  /** Counts every change, so a read computed from the chain as it was knows when to be computed again. */
  version = 0;

  /** What the chain knows of an outpoint (the outpoint rule's reader). */
  readonly outputOf = (key: string): KeptOutput | undefined => this.outputs.get(key);

  /** Adds a transaction: spends its inputs, adds its outputs; into the mempool unless `mined` is true. */
  add(transaction: ParsedTransaction, fee: number, mined = false): KeptTransaction {
    this.version += 1;
    for (const input of transaction.inputs) {
      // A coinbase's one input names no output: nothing to spend.
      const output = this.outputs.get(outpointKey(input));
      if (output === undefined) continue;
      output.spentBy = transaction.txid;
      if (output.owner !== null) this.unspentByOwner.get(output.owner)?.delete(outpointKey(input));
    }
    transaction.outputs.forEach((output, vout) => {
      const key = outpointKey({ txid: transaction.txid, vout });
      this.outputs.set(key, { ...output, txid: transaction.txid, vout, spentBy: null });
      if (output.owner === null) return;
      const owned = this.unspentByOwner.get(output.owner) ?? new Set<string>();
      owned.add(key);
      this.unspentByOwner.set(output.owner, owned);
    });
    const kept: KeptTransaction = {
      txid: transaction.txid,
      hex: transaction.hex,
      size: transaction.size,
      fee,
      inputs: transaction.inputs,
      outputCount: transaction.outputs.length,
      blockHeight: null,
      blockPosition: null,
      merklePath: null,
    };
    this.transactions.set(transaction.txid, kept);
    if (!mined) this.mempool.add(transaction.txid);
    return kept;
  }

  /** Takes back a mempool transaction added last (its outputs unspent): when keeping it on disk failed. */
  remove(txid: string): void {
    this.version += 1;
    const kept = this.transactions.get(txid);
    if (kept === undefined) return;
    for (let vout = 0; vout < kept.outputCount; vout += 1) {
      const key = outpointKey({ txid, vout });
      const output = this.outputs.get(key);
      if (output?.owner != null) this.unspentByOwner.get(output.owner)?.delete(key);
      this.outputs.delete(key);
    }
    for (const input of kept.inputs) {
      const output = this.outputs.get(outpointKey(input));
      if (output === undefined || output.spentBy !== txid) continue;
      output.spentBy = null;
      if (output.owner !== null) this.unspentByOwner.get(output.owner)?.add(outpointKey(input));
    }
    this.transactions.delete(txid);
    this.mempool.delete(txid);
  }

  /** Records a mined block: each transaction's place and path, the mempool emptied of them. */
  mine(block: LedgerBlock, paths: readonly { readonly txid: string; readonly position: number; readonly merklePath: string }[]): void {
    this.version += 1;
    for (const { txid, position, merklePath } of paths) {
      const kept = this.transactions.get(txid);
      if (kept === undefined) continue;
      kept.blockHeight = block.height;
      kept.blockPosition = position;
      kept.merklePath = merklePath;
      this.mempool.delete(txid);
    }
    this.blocks.push(block);
  }

  /** The satoshis an output holds (the spend rule has checked it exists). */
  satoshisOf(outpoint: Outpoint): number {
    return this.outputs.get(outpointKey(outpoint))?.satoshis ?? 0;
  }

  /** Forgets everything. */
  clear(): void {
    this.version += 1;
    this.outputs.clear();
    this.unspentByOwner.clear();
    this.transactions.clear();
    this.mempool.clear();
    this.blocks.length = 0;
  }
}
