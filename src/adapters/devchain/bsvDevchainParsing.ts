import { createHash } from 'node:crypto';
import { Beef, Transaction, Utils } from '@bsv/sdk';
import type { DevchainOutput, ParsedTransaction } from '../../ports/devchainTransactions.port';

/** A P2PKH locking script as hex: `OP_DUP OP_HASH160 <20 bytes> OP_EQUALVERIFY OP_CHECKSIG`. */
const P2PKH_SCRIPT = /^76a914([0-9a-f]{40})88ac$/;

/** The key hash a P2PKH script pays, or null. */
export const ownerOfScript = (script: string): string | null => P2PKH_SCRIPT.exec(script)?.[1] ?? null;

/** A BEEF's first four bytes (V1, V2) and an Atomic BEEF's. */
const BEEF_PREFIXES = ['0100beef', '0200beef', '01010101'];

/** The Extended Format's marker after the version (BRC-30). */
const EF_MARKER = '0000000000ef';

/** A transaction's id from its serialized bytes: their double SHA-256 (Node's, not the SDK's JavaScript), reversed. */
const txidOf = (raw: Uint8Array): string =>
  createHash('sha256').update(createHash('sha256').update(raw).digest()).digest().reverse().toString('hex');

/** What the devchain reads of an SDK transaction (serialized once: the SDK keeps its bytes and hex). */
export function parsedOf(transaction: Transaction): ParsedTransaction {
  const raw = transaction.toUint8Array();
  const hex = transaction.toHex();
  const outputs: DevchainOutput[] = transaction.outputs.map((output) => {
    const script = output.lockingScript.toHex();
    return { satoshis: output.satoshis ?? 0, script, owner: ownerOfScript(script) };
  });
  const inputs = transaction.inputs.map((input) => ({
    txid: input.sourceTXID ?? input.sourceTransaction!.id('hex'),
    vout: input.sourceOutputIndex,
  }));
  return { txid: txidOf(raw), hex, size: raw.length, inputs, outputs, parsed: transaction };
}

/** The transactions of a BEEF in its (dependency) order, the one it is about last. */
function beefTransactions(hex: string): Transaction[] {
  const beef = Beef.fromString(hex, 'hex');
  const transactions = beef.txs.flatMap((entry) => (entry.tx === undefined ? [] : [entry.tx]));
  const subject = beef.atomicTxid ?? transactions[transactions.length - 1]?.id('hex');
  const ordered = transactions.filter((transaction) => transaction.id('hex') !== subject);
  const last = transactions.find((transaction) => transaction.id('hex') === subject);
  if (last === undefined) throw new Error('The BEEF holds no transaction');
  return [...ordered, last];
}

/** Reads raw hex, Extended Format or BEEF into SDK transactions (a BEEF's ancestors first); throws when malformed. */
export function readTransactions(text: string): Transaction[] {
  const hex = text.toLowerCase();
  if (!/^([0-9a-f]{2})+$/.test(hex)) throw new Error('Not hexadecimal');
  if (BEEF_PREFIXES.includes(hex.slice(0, 8))) return beefTransactions(hex);
  if (hex.slice(8, 20) === EF_MARKER) return [Transaction.fromHexEF(hex)];
  // Read without `fromHex`, which keeps the text it was given as the transaction's bytes: the comparison below needs
  // them written again, so bytes after the transaction (or a varint written long) are refused, not hashed into its id.
  const transaction = Transaction.fromReader(new Utils.Reader(Utils.toArray(hex, 'hex')));
  if (transaction.toHex() !== hex) throw new Error('Bytes left after the transaction');
  return [transaction];
}
