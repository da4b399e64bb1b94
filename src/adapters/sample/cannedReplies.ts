import type { ChatReply } from '../../domain/editor/chatReply';

/** The simulated assistant's answers, each with a code snippet (spec section 2: no server call). */
export const CANNED_REPLIES: readonly [ChatReply, ...ChatReply[]] = [
  {
    content: 'Here is how to build and sign a simple BSV transaction:',
    language: 'javascript',
    codeSnippet: `import { Transaction, P2PKH, PrivateKey } from '@bsv/sdk';

const privateKey = PrivateKey.fromWif(process.env.WIF);
const tx = new Transaction();
tx.addInput({ sourceTransaction, sourceOutputIndex: 0, unlockingScriptTemplate: new P2PKH().unlock(privateKey) });
tx.addOutput({ lockingScript: new P2PKH().lock(recipientAddress), satoshis: 1000 });
await tx.fee();
await tx.sign();
console.log(tx.toHex());`,
  },
  {
    content: 'To create a wallet, generate a private key and derive its address:',
    language: 'javascript',
    codeSnippet: `import { PrivateKey } from '@bsv/sdk';

const privateKey = PrivateKey.fromRandom();
const publicKey = privateKey.toPublicKey();
const address = publicKey.toAddress();
console.log({ address, wif: privateKey.toWif() });`,
  },
  {
    content: 'A minimal sCrypt smart contract that locks coins to a hash puzzle looks like this:',
    language: 'typescript',
    codeSnippet: `import { assert, ByteString, method, prop, sha256, Sha256, SmartContract } from 'scrypt-ts';

export class HashPuzzle extends SmartContract {
  @prop() readonly hash: Sha256;

  constructor(hash: Sha256) {
    super(...arguments);
    this.hash = hash;
  }

  @method() public unlock(message: ByteString) {
    assert(sha256(message) == this.hash, 'hashes differ');
  }
}`,
  },
  {
    content: 'You can sum the unspent outputs (UTXOs) of an address to get its balance in satoshis:',
    language: 'javascript',
    codeSnippet: `const utxos = await wallet.listUnspent(address);
const satoshis = utxos.reduce((sum, utxo) => sum + utxo.satoshis, 0);
console.log(\`\${satoshis} satoshis (\${satoshis / 1e8} BSV)\`);`,
  },
];
