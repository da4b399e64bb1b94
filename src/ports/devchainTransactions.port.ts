import type { HashPair } from '../domain/devchain/merkleTree';
import type { Outpoint } from '../domain/devchain/outpoints';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** One output as the devchain keeps it: its amount, its locking script (hex) and, for P2PKH, the key hash it pays. */
export interface DevchainOutput {
  readonly satoshis: number;
  readonly script: string;
  /** The HASH160 (hex) of the key a P2PKH output pays; null for any other script. */
  readonly owner: string | null;
}

/** A transaction read from its bytes: what the devchain's rules need, and the parsed value the engine checks. */
export interface ParsedTransaction {
  readonly txid: string;
  readonly hex: string;
  readonly size: number;
  readonly inputs: readonly Outpoint[];
  readonly outputs: readonly DevchainOutput[];
  /** The engine's own parsed value, handed back to `checkScripts`. */
  readonly parsed: unknown;
}

/** Why the bytes sent are not a transaction (raw, Extended Format or BEEF). */
export interface MalformedTransaction {
  readonly code: 'transaction-malformed';
  readonly reason: string;
}

/** The input whose scripts fail, where and why (the interpreter's words). */
export interface ScriptFailure {
  readonly input: number;
  /** Which script the failing opcode is in. */
  readonly part: 'unlocking' | 'locking';
  /** The opcode's position in that script (0 first). */
  readonly position: number;
  /** The opcode as ASM, `OP_CHECKSIG`; empty when the failure comes after the last opcode (a false top of stack). */
  readonly opcode: string;
  readonly reason: string;
}

/** A key the devchain holds (the faucet's), as WIF, and the key hash its P2PKH outputs pay. */
export interface DevchainKey {
  readonly wif: string;
  readonly owner: string;
}

/** A transaction and, when mined, its BUMP: what a BEEF carries for each of its transactions. */
export interface BeefEntry {
  readonly hex: string;
  readonly merklePath: string | null;
}

/**
 * The Bitcoin work of the devchain (server side, on `@bsv/sdk`): reading transactions, running their scripts,
 * signing the faucet's payments, hashing and encoding merkle paths and BEEF. Pure functions of their arguments.
 */
export interface DevchainTransactions {
  /**
   * Reads raw hex, Extended Format or BEEF. A BEEF gives every transaction it carries, ancestors first, the one it
   * is about last; the others give one.
   */
  parse(text: string): Result<readonly ParsedTransaction[], MalformedTransaction>;
  /** Runs each input's unlocking script against the output it spends (`spent`, in input order); null: all pass. */
  checkScripts(transaction: ParsedTransaction, spent: readonly DevchainOutput[]): ScriptFailure | null;
  /** The coinbase of block `height`, paying `satoshis` to the key hash `owner`. */
  coinbase(height: number, owner: string, satoshis: number): ParsedTransaction;
  /** A signed payment from `key`'s outputs `spending` to `owner`, the change (less the fee at the rate) back to `key`. */
  pay(key: DevchainKey, spending: readonly { readonly outpoint: Outpoint; readonly output: DevchainOutput }[], owner: string, satoshis: number, satsPerKilobyte: number): Promise<ParsedTransaction>;
  /** A new random key. */
  newKey(): DevchainKey;
  /** The key a WIF spells (the faucet's, kept in the ledger). */
  keyOf(wif: string): DevchainKey;
  /** The key hash an address (mainnet or testnet P2PKH) names, or null when it is not such an address. */
  ownerOfAddress(address: string): string | null;
  /** Double SHA-256 of two merkle nodes. */
  readonly hashPair: HashPair;
  /** A block header's hash (hex, as the chain shows it). */
  headerHash(header: string): string;
  /** The BEEF (hex) of the last entry, the others its ancestors in order. */
  beef(entries: readonly BeefEntry[]): string;
}

export const DevchainTransactions: Token<DevchainTransactions> = token<DevchainTransactions>('DevchainTransactions');
