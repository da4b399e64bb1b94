/**
 * The texts of the sample project the editor opens with (the embedded default). It runs in the editor's sandbox,
 * offline: `src/index.js` makes a key from a fixed test seed, spends the sample output kept in
 * `src/sampleOutput.js`, checks the signature with the SDK's script interpreter and prints what it computed.
 */

export const INDEX_JS = `import { createWallet } from './wallet.js';
import { spendSampleOutput } from './app.js';

// A fixed test seed: the same seed always gives the same key. Change it to get another key and address.
// Never send real coins to a key made from a published seed.
const wallet = createWallet({ seed: 'bsv workbench test seed 1', network: 'testnet' });
console.log('Address:', wallet.address);

const spend = await spendSampleOutput(wallet);
console.log('Verified by the script interpreter:', spend.verified);
console.log('txid:', spend.txid);
console.log('Size:', spend.size, 'bytes');
console.log('Fee:', spend.fee, 'satoshis');
`;

export const WALLET_JS = `import { Hash, PrivateKey, Utils } from '@bsv/sdk';

/** A wallet whose private key is the SHA-256 of a test seed, on the given network. */
export function createWallet({ seed, network }) {
  const privateKey = PrivateKey.fromString(Utils.toHex(Hash.sha256(Utils.toArray(seed, 'utf8'))), 'hex');
  const address = privateKey.toAddress(network === 'mainnet' ? 'mainnet' : 'testnet');
  return { network, privateKey, address };
}

/** The balance in satoshis: the sum of the unspent outputs (UTXOs). */
export function balanceOf(utxos) {
  return utxos.reduce((sum, utxo) => sum + utxo.satoshis, 0);
}
`;

export const SAMPLE_OUTPUT_JS = `/**
 * The sample output this project spends: output 0 of a funding transaction that paid the wallet's address.
 * The funding transaction is rebuilt from these facts for whichever key runs it, so the sample works offline
 * with any seed; on a real network it would come from the chain.
 */
export const SAMPLE_OUTPUT = {
  fundingInput: { txid: '${'1f'.repeat(32)}', vout: 0 },
  vout: 0,
  satoshis: 100000,
};

/** Where the sample payment goes: a testnet address. */
export const RECIPIENT = 'mfWxJ45yp2SFn7UciZyNpvDKrzbhyfKrY8';
export const PAYMENT_SATOSHIS = 40000;
`;

export const APP_JS = `import { P2PKH, SatoshisPerKilobyte, Spend, Transaction } from '@bsv/sdk';
import { PAYMENT_SATOSHIS, RECIPIENT, SAMPLE_OUTPUT } from './sampleOutput.js';

/** The funding transaction behind the sample output, paying the wallet's address. */
function fundingTransaction(wallet) {
  const funding = new Transaction();
  funding.addInput({
    sourceTXID: SAMPLE_OUTPUT.fundingInput.txid,
    sourceOutputIndex: SAMPLE_OUTPUT.fundingInput.vout,
    unlockingScript: new P2PKH().lock(wallet.address),
  });
  funding.addOutput({ lockingScript: new P2PKH().lock(wallet.address), satoshis: SAMPLE_OUTPUT.satoshis });
  return funding;
}

/** Spends the sample output: pays the recipient, returns the change, signs, and verifies the input's scripts. */
export async function spendSampleOutput(wallet) {
  const funding = fundingTransaction(wallet);
  const tx = new Transaction();
  tx.addInput({ sourceTransaction: funding, sourceOutputIndex: SAMPLE_OUTPUT.vout, unlockingScriptTemplate: new P2PKH().unlock(wallet.privateKey) });
  tx.addOutput({ lockingScript: new P2PKH().lock(RECIPIENT), satoshis: PAYMENT_SATOSHIS });
  tx.addOutput({ lockingScript: new P2PKH().lock(wallet.address), change: true });
  await tx.fee(new SatoshisPerKilobyte(100));
  await tx.sign();

  const input = tx.inputs[0];
  const interpreter = new Spend({
    sourceTXID: funding.id('hex'),
    sourceOutputIndex: SAMPLE_OUTPUT.vout,
    sourceSatoshis: SAMPLE_OUTPUT.satoshis,
    lockingScript: funding.outputs[SAMPLE_OUTPUT.vout].lockingScript,
    transactionVersion: tx.version,
    otherInputs: [],
    outputs: tx.outputs,
    inputIndex: 0,
    unlockingScript: input.unlockingScript,
    inputSequence: input.sequence,
    lockTime: tx.lockTime,
  });
  const paid = tx.outputs.reduce((sum, output) => sum + output.satoshis, 0);
  return { verified: interpreter.validate(), txid: tx.id('hex'), size: tx.toBinary().length, fee: SAMPLE_OUTPUT.satoshis - paid };
}
`;

export const TRANSACTION_JSX = `export function Transaction({ txid, satoshis, confirmations }) {
  return (
    <article className="transaction">
      <h3>{txid.slice(0, 12)}…</h3>
      <p>{satoshis.toLocaleString()} satoshis</p>
      <p>{confirmations} confirmations</p>
    </article>
  );
}
`;

export const PACKAGE_JSON = `{
  "name": "bsv-wallet-app",
  "version": "1.0.0",
  "type": "module",
  "scripts": {
    "start": "node src/index.js"
  },
  "dependencies": {
    "@bsv/sdk": "2.1.0"
  }
}
`;

export const README_MD = `# BSV wallet app

A small wallet for the Bitcoin SV testnet that runs in the editor, offline.

- \`src/wallet.js\` makes a key and its address from a test seed
- \`src/sampleOutput.js\` keeps the sample output the app spends
- \`src/app.js\` builds, signs and verifies the spending transaction
- \`src/components/Transaction.jsx\` shows a transaction

Open \`src/index.js\` and press Run (or type \`run src/index.js\` in the terminal): it prints the address, and the
txid, size and fee of the transaction it signed.
`;
