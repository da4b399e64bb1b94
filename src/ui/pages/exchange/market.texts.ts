/** Copy of the market's buy form (issue 30), and the table of the codes the market may answer. */

export const BUY_FORM_TEXTS = {
  quantity: 'Tokens to buy',
  forSale: (count: string) => `${count} for sale`,
  confirm: 'Confirm purchase',
  buying: 'Buying…',
  cost: (subtotal: string, fee: string, total: string) => `${subtotal} BSV + platform fee 2.5 % ${fee} BSV = ${total} BSV, paid once from your wallet`,
  bought: (quantity: number, total: string) => `Bought ${quantity} tokens for ${total} BSV. They are in your portfolio.`,
  /** The split of the one payment, before confirming and in the receipt. */
  splitLabel: 'How the one payment splits',
  seller: (handle: string) => `Seller ${handle}`,
  royalty: (handle: string, percent: number) => `Creator royalty ${percent} % to ${handle}`,
  fee: 'Platform fee',
  paid: (handle: string) => `Paid to ${handle}`,
  amount: (bsv: string) => `${bsv} BSV`,
  sample: 'This is a sample listing: it shows what the market looks like and cannot be bought.',
} as const;

/** What a row's Buy or Sell says before its form: sign in first, a sample, or nothing of the item held. */
export const TRADE_GATE_TEXTS = {
  signInToBuy: (name: string) => `Sign in with HandCash to buy tokens of ${name}: purchases are paid from your wallet.`,
  signInToSell: (name: string) => `Sign in with HandCash to sell your tokens of ${name}.`,
  signIn: 'Sign in with HandCash',
  sampleSell: 'This is a sample listing: it shows what the market looks like, and its tokens cannot be sold.',
  readingPortfolio: 'Reading your portfolio…',
  noHolding: (name: string) => `You hold no tokens of ${name}: buy some first, then list them here.`,
  portfolioFailed: 'Your portfolio could not be read, so there is nothing to sell yet. Reload the page to try again.',
} as const;

export const LIST_FORM_TEXTS = {
  open: 'List tokens',
  dividendOpen: 'Distribute dividend',
  title: (name: string) => `List tokens of ${name}`,
  quantity: 'Tokens to list',
  price: 'Price per token (BSV)',
  submit: 'List on the market',
  listed: (quantity: string, price: string) => `Listed ${quantity} tokens at ${price} BSV each.`,
  dividendTitle: (name: string) => `Distribute a dividend of ${name}`,
  dividendAmount: 'Dividend to holders (BSV)',
  distribute: 'Distribute',
  distributed: (paid: string, holders: number) =>
    `Paid ${paid} BSV to ${holders} ${holders === 1 ? 'holder' : 'holders'}, pro rata, each share rounded down to a whole satoshi; your own share stays with you.`,
} as const;

export const PRICE_CHART_TEXTS = {
  none: 'No trades yet: the price history starts with the first purchase.',
  heading: 'Price history',
  intervals: 'Candles by',
  interval: { hour: 'Hour', day: 'Day' },
  failed: 'The price history could not be read. Try again later.',
  summary: (interval: 'hour' | 'day', trades: number, last: string, volume: string) =>
    `Price history by ${interval}: ${trades} ${trades === 1 ? 'trade' : 'trades'}, last ${last} BSV per token, volume ${volume} BSV`,
} as const;

/** What each code the market answers means to the buyer (nothing was paid unless it says so). */
export const MARKET_REFUSAL_TEXTS: Readonly<Record<string, string>> = {
  'not-enough-tokens': 'Not enough tokens are left in this listing: someone bought them first. Nothing was paid.',
  'own-listing': 'This is your own listing: you cannot buy your own tokens.',
  'invalid-quantity': 'Enter a whole number of tokens, 1 or more.',
  'invalid-field': 'Enter a whole number of tokens, 1 or more.',
  'invalid-price': 'Enter a price in BSV greater than 0, with at most 8 decimals.',
  'exceeds-holdings': 'You cannot list more tokens than you hold (less those in purchases under way).',
  'unknown-item': 'This item is not in your wallet.',
  'market-not-configured': 'This server has no wallet configured, so it takes no listings.',
  'wallet-upstream': 'The wallet could not answer. Nothing was listed; try again.',
  'invalid-amount': 'Enter an amount in BSV greater than 0, with at most 8 decimals.',
  'not-item-owner': 'Only the item’s minter distributes its dividends.',
  'no-holders-to-pay': 'Nobody else holds tokens of this item yet (or every share rounds to nothing).',
  'distribution-in-progress': 'This dividend is being paid right now. Try again in a moment: it is paid once.',
  'amount-too-large': 'That amount is larger than any payment can be.',
  'unknown-listing': 'This listing has been withdrawn.',
  'not-listing-owner': 'Only the seller changes or withdraws their listing.',
  'insufficient-balance': 'Your wallet’s balance is too low for this purchase. Nothing was paid.',
  'spend-limit': 'This purchase is over the spend limit you gave this app in your wallet. Nothing was paid.',
  'unknown-payee': 'The wallet does not know the seller. Nothing was paid.',
  'payment-not-made': 'The wallet did not make the payment. Nothing was paid; you may try again.',
  'pending-check': 'The wallet has not confirmed the payment yet. Try again in a moment: you will not pay twice.',
  'wallet-not-configured': 'This server has no wallet configured, so it takes no purchases.',
  'not-authenticated': 'Sign in with HandCash first: purchases and listings use your wallet.',
  'authentication-expired': 'Authentication expired, please login again.',
  'sample-listing': 'This is a sample listing: it shows what the market looks like and cannot be bought.',
  unavailable: 'The market could not be reached. Nothing was paid; try again.',
};

/** The words for a code; an unknown code is said as unavailable. */
export const marketRefusalText = (code: string): string => MARKET_REFUSAL_TEXTS[code] ?? (MARKET_REFUSAL_TEXTS['unavailable'] as string);
