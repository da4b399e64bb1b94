import { outpointKey } from '../../domain/devchain/outpoints';
import { RECENT_BLOCKS, SUMMARY_MEMPOOL } from '../../domain/devchain/devchainLimits';
import type { LedgerBlock } from '../../ports/devchainLedger.port';
import type { BeefEntry } from '../../ports/devchainTransactions.port';
import type { ChainState, KeptOutput } from './chainState';

/** An unspent output of an address, and the block that holds its transaction (null: in the mempool). */
export interface UnspentOutput {
  readonly txid: string;
  readonly vout: number;
  readonly satoshis: number;
  readonly blockHeight: number | null;
}

/** An output an input spends: its amount and locking script (hex). */
export interface SpentChainOutput {
  readonly satoshis: number;
  readonly script: string;
}

/** A mempool transaction as the summary lists it. */
export interface MempoolEntry {
  readonly txid: string;
  readonly size: number;
  readonly fee: number;
}

/** The chain at a glance: its tip, its mempool (newest last, at most `SUMMARY_MEMPOOL`) and its recent blocks (newest first). */
export interface ChainSummary {
  readonly tip: LedgerBlock | null;
  readonly mempoolSize: number;
  readonly mempool: readonly MempoolEntry[];
  readonly blocks: readonly LedgerBlock[];
}

/** The reads of the devchain, over its state in memory (no database read: the state is the database's image). */
/** How many addresses' unspent lists are kept between two changes of the chain. */
const UNSPENT_LISTS_KEPT = 1_000;

export class ChainReads {
  /** Lists of unspent outputs already answered, by key hash, for the chain at `unspentVersion`. */
  private readonly unspentByOwner = new Map<string, readonly UnspentOutput[]>();
  private unspentVersion = -1;

  constructor(private readonly state: ChainState) {}

  tip(): LedgerBlock | null {
    return this.state.blocks[this.state.blocks.length - 1] ?? null;
  }

  /** The block at a height, or with a hash. */
  block(heightOrHash: string): LedgerBlock | null {
    const { blocks } = this.state;
    if (/^\d{1,9}$/.test(heightOrHash)) return blocks[Number(heightOrHash)] ?? null;
    return blocks.find((block) => block.hash === heightOrHash.toLowerCase()) ?? null;
  }

  transaction(txid: string) {
    return this.state.transactions.get(txid.toLowerCase()) ?? null;
  }

  /**
   * The outputs a transaction's inputs spend, in input order (null for an input naming no output the chain holds: a
   * coinbase's), so the inspector knows its fee and can debug each input; null for an unknown transaction.
   */
  spentOutputs(txid: string): readonly (SpentChainOutput | null)[] | null {
    const kept = this.transaction(txid);
    if (kept === null) return null;
    return kept.inputs.map((input) => {
      const output = this.state.outputs.get(outpointKey(input));
      return output === undefined ? null : { satoshis: output.satoshis, script: output.script };
    });
  }

  /**
   * The unspent outputs paying a key hash, oldest transactions first as the map keeps them. The same list (the same
   * object) is answered until the chain changes, so a poll of an address holding many outputs costs a lookup.
   */
  unspent(owner: string): readonly UnspentOutput[] {
    if (this.unspentVersion !== this.state.version) {
      this.unspentByOwner.clear();
      this.unspentVersion = this.state.version;
    }
    const known = this.unspentByOwner.get(owner);
    if (known !== undefined) return known;
    const keys = this.state.unspentByOwner.get(owner) ?? new Set<string>();
    const outputs = Object.freeze(
      [...keys].map((key) => {
        const output = this.state.outputs.get(key) as KeptOutput;
        return { txid: output.txid, vout: output.vout, satoshis: output.satoshis, blockHeight: this.state.transactions.get(output.txid)?.blockHeight ?? null };
      }),
    );
    if (this.unspentByOwner.size >= UNSPENT_LISTS_KEPT) this.unspentByOwner.clear();
    this.unspentByOwner.set(owner, outputs);
    return outputs;
  }

  /** What a key hash holds in mined outputs and in mempool ones. */
  balance(owner: string): { readonly confirmed: number; readonly unconfirmed: number } {
    let confirmed = 0;
    let unconfirmed = 0;
    for (const output of this.unspent(owner)) {
      if (output.blockHeight === null) unconfirmed += output.satoshis;
      else confirmed += output.satoshis;
    }
    return { confirmed, unconfirmed };
  }

  /**
   * The BEEF entries of a transaction: its unmined ancestors back to mined ones (which carry their BUMPs), parents
   * before children, the transaction last. Null for an unknown transaction.
   */
  beefEntries(txid: string): readonly BeefEntry[] | null {
    const subject = this.transaction(txid);
    if (subject === null) return null;
    const entries: BeefEntry[] = [];
    const visited = new Set<string>();
    const visit = (id: string) => {
      const kept = this.state.transactions.get(id);
      if (kept === undefined || visited.has(id)) return;
      visited.add(id);
      if (kept.merklePath === null) for (const input of kept.inputs) visit(input.txid);
      entries.push({ hex: kept.hex, merklePath: kept.merklePath });
    };
    visit(subject.txid);
    return entries;
  }

  summary(): ChainSummary {
    const mempool = [...this.state.mempool].slice(-SUMMARY_MEMPOOL).map((txid) => {
      const { size, fee } = this.state.transactions.get(txid)!;
      return { txid, size, fee };
    });
    return { tip: this.tip(), mempoolSize: this.state.mempool.size, mempool, blocks: this.state.blocks.slice(-RECENT_BLOCKS).reverse() };
  }
}
