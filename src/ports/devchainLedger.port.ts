import { token, type Token } from './token';

/** A transaction the devchain accepted, with its place in a block once mined. */
export interface LedgerTransaction {
  readonly txid: string;
  readonly hex: string;
  /** The block that holds it; null while in the mempool. */
  readonly blockHeight: number | null;
  /** Its index in that block. */
  readonly blockPosition: number | null;
  /** Its BUMP (hex) once mined. */
  readonly merklePath: string | null;
}

/** A mined block: its height, hash, 80-byte header (hex) and what the header says. */
export interface LedgerBlock {
  readonly height: number;
  readonly hash: string;
  readonly header: string;
  readonly merkleRoot: string;
  readonly previousHash: string;
  /** Seconds since the epoch. */
  readonly time: number;
  readonly txids: readonly string[];
}

/** Everything the devchain keeps, to rebuild it on start: transactions in acceptance order, blocks by height. */
export interface LedgerSnapshot {
  readonly faucetKey: string | null;
  readonly transactions: readonly LedgerTransaction[];
  readonly blocks: readonly LedgerBlock[];
}

/**
 * Where the devchain is kept (the database), so it survives a restart. Every method rejects with
 * `DatabaseUnavailableError` when the database cannot answer; nothing is then written.
 */
export interface DevchainLedger {
  load(): Promise<LedgerSnapshot>;
  /** Keeps the faucet's key (WIF). */
  keepFaucetKey(wif: string): Promise<void>;
  /** Keeps newly accepted transactions (in the mempool), in order, all or none. */
  addTransactions(transactions: readonly { readonly txid: string; readonly hex: string }[]): Promise<void>;
  /**
   * Keeps a mined block, all or none (the coinbase is added here). The block's ids in order are what must last:
   * the places and paths given may be kept too, but the chain derives them from the ids when it loads.
   */
  addBlock(block: LedgerBlock, coinbaseHex: string, paths: readonly { readonly txid: string; readonly position: number; readonly merklePath: string }[]): Promise<void>;
  /** Forgets the whole chain and the faucet's key. */
  clear(): Promise<void>;
}

export const DevchainLedger: Token<DevchainLedger> = token<DevchainLedger>('DevchainLedger');
