/** Hover help for Bitcoin words in the editor (spec section 2), as Markdown. */
export const HOVER_HELP: Readonly<Record<string, string>> = {
  transaction: '**Transaction**: a signed message that spends outputs of earlier transactions and creates new ones.',
  wallet: '**Wallet**: software that keeps private keys and builds and signs transactions with them.',
  mainnet: '**Mainnet**: the production BSV network, where coins have real value.',
  testnet: '**Testnet**: a BSV network for testing, whose coins have no value.',
  satoshi: '**Satoshi**: the smallest unit of bitcoin; 1 BSV = 100,000,000 satoshis.',
  UTXO: '**UTXO**: an unspent transaction output, a coin that can be spent as an input of a new transaction.',
  privateKey: '**Private key**: the secret that signs transactions. Never share or commit it.',
  publicKey: '**Public key**: derived from the private key; it verifies signatures and yields the address.',
  address: '**Address**: a short encoding of a public key hash where others send coins.',
};

const HELP_BY_LOWER_CASE = new Map(Object.entries(HOVER_HELP).map(([word, help]) => [word.toLowerCase(), help]));

/** The help for a word under the pointer, matched without regard to case ('utxo', 'PrivateKey'), or null. */
export const hoverHelpFor = (word: string): string | null => HELP_BY_LOWER_CASE.get(word.toLowerCase()) ?? null;
