import { createHash } from 'node:crypto';
import { MerklePath, P2PKH, PrivateKey, Script, Transaction, Utils } from '@bsv/sdk';
import { reverseHex } from '../../domain/devchain/blockHeader';
import { requiredFee } from '../../domain/devchain/fee';
import type { Outpoint } from '../../domain/devchain/outpoints';
import { err, ok } from '../../domain/shared/result';
import type { BeefEntry, DevchainKey, DevchainOutput, DevchainTransactions, ParsedTransaction } from '../../ports/devchainTransactions.port';
import { parsedOf, readTransactions } from './bsvDevchainParsing';
import { checkScripts } from './bsvDevchainScripts';

/** Double SHA-256 of bytes given as hex, as hex (internal byte order). */
const sha256d = (hex: string): string =>
  createHash('sha256').update(createHash('sha256').update(Buffer.from(hex, 'hex')).digest()).digest('hex');

/** Double SHA-256 of two nodes shown reversed (as txids are), shown reversed: Buffers, since a block hashes thousands. */
function hashPair(left: string, right: string): string {
  const bytes = Buffer.alloc(64);
  bytes.write(left, 0, 32, 'hex');
  bytes.write(right, 32, 32, 'hex');
  bytes.subarray(0, 32).reverse();
  bytes.subarray(32).reverse();
  return createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest().reverse().toString('hex');
}

/** The P2PKH address prefixes the devchain reads: mainnet's 0x00 and testnet's 0x6f. */
const ADDRESS_PREFIXES = [0x00, 0x6f];

/** Serialized sizes used to pick the faucet's fee: a signed P2PKH input, a P2PKH output, the rest. */
const P2PKH_INPUT_BYTES = 149;
const P2PKH_OUTPUT_BYTES = 34;
const TRANSACTION_OVERHEAD_BYTES = 10;

/** The locking script paying a key hash. */
const p2pkh = (owner: string): Script => new P2PKH().lock(Utils.toArray(owner, 'hex'));

const keyOf = (privateKey: PrivateKey): DevchainKey => ({ wif: privateKey.toWif(), owner: privateKey.toPublicKey().toHash('hex') as string });

/** The devchain's Bitcoin work on `@bsv/sdk` 2.1.0 (server side only: the browser never loads this). */
export const bsvDevchainTransactions: DevchainTransactions = {
  parse(text) {
    try {
      return ok(readTransactions(text).map(parsedOf));
    } catch (error) {
      return err({ code: 'transaction-malformed', reason: error instanceof Error ? error.message : String(error) });
    }
  },

  checkScripts,

  coinbase(height, owner, satoshis) {
    // BIP 34: the height first in the coinbase's script, which also makes every coinbase's id different.
    const unlockingScript = new Script().writeNumber(height).writeBin(Utils.toArray('devchain', 'utf8'));
    const transaction = new Transaction(
      1,
      [{ sourceTXID: '0'.repeat(64), sourceOutputIndex: 0xffffffff, unlockingScript, sequence: 0xffffffff }],
      [{ satoshis, lockingScript: p2pkh(owner) }],
      0,
    );
    return parsedOf(transaction);
  },

  async pay(key: DevchainKey, spending: readonly { outpoint: Outpoint; output: DevchainOutput }[], owner: string, satoshis: number, satsPerKilobyte: number): Promise<ParsedTransaction> {
    const privateKey = PrivateKey.fromWif(key.wif);
    const transaction = new Transaction();
    for (const { outpoint, output } of spending) {
      transaction.addInput({
        sourceTXID: outpoint.txid,
        sourceOutputIndex: outpoint.vout,
        unlockingScriptTemplate: new P2PKH().unlock(privateKey, 'all', false, output.satoshis, Script.fromHex(output.script)),
        sequence: 0xffffffff,
      });
    }
    transaction.addOutput({ satoshis, lockingScript: p2pkh(owner) });
    const total = spending.reduce((sum, { output }) => sum + output.satoshis, 0);
    const size = TRANSACTION_OVERHEAD_BYTES + spending.length * P2PKH_INPUT_BYTES + 2 * P2PKH_OUTPUT_BYTES;
    const change = total - satoshis - requiredFee(size, satsPerKilobyte);
    if (change > 0) transaction.addOutput({ satoshis: change, lockingScript: p2pkh(key.owner) });
    await transaction.sign();
    return parsedOf(transaction);
  },

  newKey: () => keyOf(PrivateKey.fromRandom()),

  keyOf: (wif) => keyOf(PrivateKey.fromWif(wif)),

  ownerOfAddress(address) {
    try {
      const { prefix, data } = Utils.fromBase58Check(address);
      const bytes = data as number[];
      return prefix.length === 1 && ADDRESS_PREFIXES.includes(Number(prefix[0])) && bytes.length === 20 ? Utils.toHex(bytes) : null;
    } catch {
      return null;
    }
  },

  hashPair,

  headerHash: (header) => reverseHex(sha256d(header)),


  beef(entries: readonly BeefEntry[]) {
    const known = new Map<string, Transaction>();
    let last: Transaction | null = null;
    for (const { hex, merklePath } of entries) {
      const transaction = Transaction.fromHex(hex);
      if (merklePath !== null) transaction.merklePath = MerklePath.fromHex(merklePath);
      else for (const input of transaction.inputs) input.sourceTransaction = known.get(input.sourceTXID ?? '');
      known.set(transaction.id('hex'), transaction);
      last = transaction;
    }
    if (last === null) throw new Error('A BEEF needs a transaction');
    return last.toHexBEEF();
  },
};
