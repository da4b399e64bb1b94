import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';

/** The starting files of each sample template, by template id; the first file is the one opened. */
export const SAMPLE_TEMPLATE_FILES: Readonly<Record<string, WorkspaceFiles>> = {
  'token-swap': [
    {
      path: 'src/TokenSwap.ts',
      content: `import { SmartContract, method, prop, assert, PubKey, Sig } from 'scrypt-ts';

/** Swaps two BSV tokens at a fixed rate once both owners have signed. */
export class TokenSwap extends SmartContract {
  @prop() readonly maker: PubKey;
  @prop() readonly rate: bigint;

  constructor(maker: PubKey, rate: bigint) {
    super(...arguments);
    this.maker = maker;
    this.rate = rate;
  }

  @method()
  public swap(makerSig: Sig, amount: bigint) {
    assert(amount > 0n, 'amount must be positive');
    assert(this.checkSig(makerSig, this.maker), 'maker signature invalid');
  }
}
`,
    },
    { path: 'README.md', content: '# Token Swap\n\nA decentralised exchange of two BSV tokens, written in sCrypt.\n' },
  ],
  'nft-gallery': [
    {
      path: 'src/gallery.ts',
      content: `/** One 1Sat ordinal shown in the gallery. */
export interface Ordinal {
  readonly origin: string;
  readonly name: string;
  readonly contentType: string;
}

/** The gallery's cards, newest first. */
export const galleryOf = (ordinals: readonly Ordinal[]): string[] =>
  [...ordinals].reverse().map((ordinal) => \`\${ordinal.name} (\${ordinal.contentType})\`);
`,
    },
    { path: 'README.md', content: '# NFT Gallery\n\nMint, list and show 1Sat ordinals.\n' },
  ],
  'handcash-wallet': [
    {
      path: 'src/wallet.js',
      content: `import { HandCashConnect } from '@handcash/handcash-connect';

const connect = new HandCashConnect({ appId: process.env.HANDCASH_APP_ID });

/** The signed-in user's spendable balance in BSV. */
export async function balanceOf(authToken) {
  const account = connect.getAccountFromAuthToken(authToken);
  const { spendableBalance } = await account.wallet.getSpendableBalance('BSV');
  return spendableBalance;
}
`,
    },
    { path: 'README.md', content: '# HandCash Wallet Starter\n\nSign in with HandCash, show the balance and send a payment.\n' },
  ],
  'micropayment-game': [
    {
      path: 'src/arcade.ts',
      content: `/** What one play costs, in satoshis. */
export const PLAY_PRICE_SATOSHIS = 50;

/** The prize pool after \`plays\` plays, less the house's share. */
export const prizePool = (plays: number, houseShare = 0.1): number =>
  Math.floor(plays * PLAY_PRICE_SATOSHIS * (1 - houseShare));
`,
    },
    { path: 'README.md', content: '# Micropayment Arcade\n\nA browser game that charges a few satoshis a play.\n' },
  ],
};
