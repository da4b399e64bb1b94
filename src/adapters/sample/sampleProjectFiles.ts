/** The texts of the sample project the editor opens with (the embedded default). */

export const INDEX_JS = `import { createWallet } from './wallet.js';
import { startApp } from './app.js';

const wallet = createWallet({ network: 'testnet' });
startApp(wallet);
`;

export const WALLET_JS = `import { PrivateKey } from '@bsv/sdk';

/** Creates a wallet with a fresh private key on the given network. */
export function createWallet({ network }) {
  const privateKey = PrivateKey.fromRandom();
  const address = privateKey.toAddress(network === 'mainnet' ? [0x00] : [0x6f]);
  return { network, privateKey, address };
}

/** The balance in satoshis: the sum of the unspent outputs (UTXOs). */
export function balanceOf(utxos) {
  return utxos.reduce((sum, utxo) => sum + utxo.satoshis, 0);
}
`;

export const APP_JS = `export function startApp(wallet) {
  console.log('Wallet address:', wallet.address);
  console.log('Network:', wallet.network);
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
    "dev": "node src/index.js"
  },
  "dependencies": {
    "@bsv/sdk": "^1.1.0"
  }
}
`;

export const README_MD = `# BSV wallet app

A small wallet for the Bitcoin SV testnet.

- \`src/wallet.js\` creates keys and addresses
- \`src/components/Transaction.jsx\` shows a transaction

Run it with \`npm run dev\`.
`;
