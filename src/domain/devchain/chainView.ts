import type { SpentOutput } from '../bsv/decodedTransaction';

/** What the editor's Chain panel shows of the devchain (issue 37), as the browser reads it from the server. */

/** The newest block: its height and hash. */
export interface ChainTip {
  readonly height: number;
  readonly hash: string;
}

/** A transaction waiting in the mempool: its id, size in bytes and fee in satoshis. */
export interface MempoolTransaction {
  readonly txid: string;
  readonly size: number;
  readonly fee: number;
}

/** A recent block: its place, time (seconds since 1970), how many transactions it holds and the first of their ids. */
export interface ChainBlock {
  readonly height: number;
  readonly hash: string;
  readonly time: number;
  readonly txCount: number;
  /** The ids of its first transactions (the coinbase first); `txCount` may be larger. */
  readonly txids: readonly string[];
}

/** The chain at a glance: the tip, the mempool (its size and newest entries) and the recent blocks, newest first. */
export interface ChainOverview {
  readonly tip: ChainTip;
  readonly mempoolSize: number;
  readonly mempool: readonly MempoolTransaction[];
  readonly blocks: readonly ChainBlock[];
}

/** An unspent output an address holds; `height` null: its transaction is still in the mempool. */
export interface AddressOutput {
  readonly txid: string;
  readonly vout: number;
  readonly satoshis: number;
  readonly height: number | null;
}

/** What an address holds: its unspent outputs, and their sums mined (`confirmed`) and in the mempool (`unconfirmed`). */
export interface AddressHoldings {
  readonly address: string;
  readonly outputs: readonly AddressOutput[];
  readonly confirmed: number;
  readonly unconfirmed: number;
}

/**
 * A transaction the chain holds, for the inspector: its hex, its block (null: in the mempool), and the output each
 * input spends (null when it names none the chain holds: a coinbase's input).
 */
export interface ChainTransaction {
  readonly txid: string;
  readonly hex: string;
  readonly blockHeight: number | null;
  readonly spentOutputs: readonly (SpentOutput | null)[];
}

/** The outputs known, by input index, as the inspector takes them. */
export const spentOutputsByInput = (transaction: ChainTransaction): Readonly<Record<number, SpentOutput>> =>
  Object.fromEntries(transaction.spentOutputs.flatMap((output, index) => (output === null ? [] : [[index, output]])));
