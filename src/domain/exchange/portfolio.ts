import type { Listing } from './listing';
import type { PortfolioFigures, PortfolioTotals } from './market/portfolioFigures';

/** The visitor's portfolio totals (spec section 3, "Portfolio summary (sample)"); amounts in BSV. */
export interface PortfolioSummary {
  readonly totalValue: number;
  readonly totalRevenue: number;
  readonly holdingsCount: number;
  readonly pendingDividends: number;
  /** Profit or loss over 24 hours (the spec shows the figure but gives it no field). */
  readonly profitAndLoss24h: ProfitAndLoss;
  /** The market's totals of the holdings (cost basis, value at last price, profit, dividends), when read from it. */
  readonly market?: PortfolioTotals;
}

/** The holder's own open listing of an item: tokens still for sale at a price per token (whole satoshis). */
export interface OwnListing {
  readonly id: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
}

/**
 * A holding's figures from the market's ledger (whole satoshis): what the tokens cost, their value at the item's
 * last price (null before its first trade) and the profit, the item's dividends received and still being paid, and
 * the holder's own open listing of it.
 */
export interface HoldingMarketFigures extends PortfolioFigures {
  readonly listing: OwnListing | null;
}

/** Profit or loss over 24 hours: in BSV and in percent of the value a day ago. */
export interface ProfitAndLoss {
  readonly btc: number;
  readonly percent: number;
}

/** Tokens of one listing held by the visitor. */
export interface Holding {
  readonly listing: Listing;
  readonly tokens: number;
  /** Share of the listing's supply, in percent. */
  readonly sharePercent: number;
  /** In BSV. */
  readonly value: number;
  /** The market's figures of the holding; absent for an item not on the market yet (minted, never listed). */
  readonly market?: HoldingMarketFigures;
  /** The holder minted the item (it is in their wallet), so they may distribute its dividends; the server checks. */
  readonly minted?: boolean;
}
