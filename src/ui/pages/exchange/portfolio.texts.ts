/** Copy of My Portfolio's holdings table and of changing or withdrawing a listing from it (issue 30, Build 1 and 4). */

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

export const OWN_LISTING_TEXTS = {
  change: 'Change',
  withdraw: 'Withdraw',
  changeTitle: (name: string) => `Change your listing of ${name}`,
  withdrawTitle: (name: string) => `Withdraw your listing of ${name}`,
  quantity: 'Tokens to list',
  price: 'Price per token (BSV)',
  review: 'Review change',
  confirmChange: (quantity: string, price: string) => `List ${quantity} tokens at ${price} BSV each instead?`,
  confirmWithdraw: (quantity: number) => `Take your ${quantity} tokens off the market? Nobody can buy them until you list them again.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  changed: (quantity: string, price: string) => `Your listing is now ${quantity} tokens at ${price} BSV each.`,
  withdrawn: 'Your listing was withdrawn.',
} as const;
