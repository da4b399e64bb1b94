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
    description: 'Build, sign and print a BSV transaction',
    body: [
      "import { Transaction, P2PKH, PrivateKey } from '@bsv/sdk';",
      '',
      'const privateKey = PrivateKey.fromWif(${1:wif});',
      'const tx = new Transaction();',
      'tx.addOutput({ lockingScript: new P2PKH().lock(${2:address}), satoshis: ${3:1000} });',
      'await tx.fee();',
      'await tx.sign();',
      '$0',
    ].join('\n'),
  },
  {
    name: 'bitcoin-wallet',
    description: 'Create a wallet: private key, public key and address',
    body: [
      "import { PrivateKey } from '@bsv/sdk';",
      '',
      'const privateKey = PrivateKey.fromRandom();',
      'const publicKey = privateKey.toPublicKey();',
      'const address = publicKey.toAddress(${1:mainnet});',
      '$0',
    ].join('\n'),
  },
  {
    name: 'smart-contract',
    description: 'An sCrypt smart contract class',
    body: [
      "import { assert, method, prop, SmartContract } from 'scrypt-ts';",
      '',
      'export class ${1:MyContract} extends SmartContract {',
      '  @prop() readonly ${2:value}: bigint;',
      '',
      '  constructor(${2:value}: bigint) {',
      '    super(...arguments);',
      '    this.${2:value} = ${2:value};',
      '  }',
      '',
      '  @method() public unlock(${3:input}: bigint) {',
      "    assert(${3:input} == this.${2:value}, '${4:wrong value}');",
      '  }',
      '}',
    ].join('\n'),
  },
];
