/** A snippet completion: its name as typed, a description, and a body in Monaco's snippet syntax. */
export interface EditorSnippet {
  readonly name: string;
  readonly description: string;
  readonly body: string;
}

/** The editor's snippet completions (spec section 2). */
export const EDITOR_SNIPPETS: readonly EditorSnippet[] = [
  {
    name: 'bitcoin-transaction',
    description: 'Build, sign and verify a BSV transaction with @bsv/sdk, offline',
    body: [
      "import { P2PKH, PrivateKey, SatoshisPerKilobyte, Transaction } from '@bsv/sdk';",
      '',
      "const privateKey = PrivateKey.fromString('${1:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef}', 'hex');",
      "const address = privateKey.toAddress('testnet');",
      '// A funding transaction that paid this key (built here, so the snippet runs offline).',
      'const funding = new Transaction();',
      "funding.addInput({ sourceTXID: '00'.repeat(32), sourceOutputIndex: 0, unlockingScript: new P2PKH().lock(address) });",
      'funding.addOutput({ lockingScript: new P2PKH().lock(address), satoshis: ${2:10000} });',
      '',
      'const tx = new Transaction();',
      'tx.addInput({ sourceTransaction: funding, sourceOutputIndex: 0, unlockingScriptTemplate: new P2PKH().unlock(privateKey) });',
      'tx.addOutput({ lockingScript: new P2PKH().lock(address), change: true });',
      'await tx.fee(new SatoshisPerKilobyte(100));',
      'await tx.sign();',
      "console.log('txid:', tx.id('hex'));",
      "console.log('hex:', tx.toHex());",
      '$0',
    ].join('\n'),
  },
  {
    name: 'bitcoin-wallet',
    description: 'Create a wallet with @bsv/sdk: private key, public key and address',
    body: [
      "import { PrivateKey } from '@bsv/sdk';",
      '',
      'const privateKey = PrivateKey.fromRandom();',
      'const publicKey = privateKey.toPublicKey();',
      "const address = publicKey.toAddress('${1:testnet}');",
      "console.log('Public key:', publicKey.toString());",
      "console.log('Address:', address);",
      '$0',
    ].join('\n'),
  },
  {
    name: 'smart-contract',
    description: 'A hash-puzzle locking script, unlocked and checked by the script interpreter of @bsv/sdk',
    body: [
      "import { Hash, LockingScript, OP, Spend, UnlockingScript, Utils } from '@bsv/sdk';",
      '',
      '// Locks coins to a secret: anyone who shows bytes whose SHA-256 is the hash can spend them.',
      "const secret = Utils.toArray('${1:open sesame}', 'utf8');",
      'const locking = new LockingScript([{ op: OP.OP_SHA256 }, { op: 32, data: Hash.sha256(secret) }, { op: OP.OP_EQUAL }]);',
      'const unlocking = new UnlockingScript([{ op: secret.length, data: secret }]);',
      '',
      'const spend = new Spend({',
      "  sourceTXID: '00'.repeat(32), sourceOutputIndex: 0, sourceSatoshis: 1, lockingScript: locking,",
      '  transactionVersion: 1, otherInputs: [], outputs: [], inputIndex: 0, unlockingScript: unlocking,',
      '  inputSequence: 0xffffffff, lockTime: 0,',
      '});',
      "console.log('Locking script:', locking.toASM());",
      "console.log('Unlocked:', spend.validate());",
      '$0',
    ].join('\n'),
  },
];
