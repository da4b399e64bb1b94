/** Copy of My Portfolio's holdings table and totals (issue 30, Build 4). */

/** Amounts are shown in BSV, exactly (whole satoshis, no trailing zeros). */
export const bsvText = (amount: string): string => `${amount} BSV`;

export const PORTFOLIO_TABLE_TEXTS = {
  label: 'Holdings',
  columns: {
    item: 'Item',
    tokens: 'Tokens held',
    costBasis: 'Cost basis',
    value: 'Value at last price',
    profitAndLoss: 'P&L',
    pendingDividends: 'Pending dividends',
    dividendsReceived: 'Dividends received',
    actions: 'Actions',
  },
  /** Said instead of a value (and its profit) before the item's first trade. */
  noTrades: 'No trades yet',
  /** A figure the market does not know: an item minted and never listed is not on the market. */
  notOnMarket: '—',
  notOnMarketNote: 'Minted, not on the market yet',
  listed: (quantity: number, price: string) => `Listed: ${quantity} at ${price} BSV each`,
  sample: 'Sample',
} as const;

/** The totals above the table (from the market's ledger). */
export const PORTFOLIO_TOTALS_TEXTS = {
  label: 'Portfolio totals',
  value: 'Value at last price',
  costBasis: 'Cost basis',
  profitAndLoss: 'Profit and loss',
  pendingDividends: 'Pending dividends',
  dividendsReceived: 'Dividends received',
  holdings: 'Holdings',
} as const;

/** The buttons of one's own listing in the table (their forms' words are in `ownListing.texts.ts`). */
export const OWN_LISTING_BUTTONS = { change: 'Change', withdraw: 'Withdraw' } as const;
