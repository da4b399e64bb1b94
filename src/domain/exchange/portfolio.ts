import type { Listing } from './listing';

/** The visitor's portfolio totals (spec section 3, "Portfolio summary (sample)"); amounts in BTC. */
export interface PortfolioSummary {
  readonly totalValue: number;
  readonly totalRevenue: number;
  readonly holdingsCount: number;
  readonly pendingDividends: number;
  /** Profit or loss over 24 hours (the spec shows the figure but gives it no field). */
  readonly profitAndLoss24h: ProfitAndLoss;
}

/** Profit or loss over 24 hours: in BTC and in percent of the value a day ago. */
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
  /** In BTC. */
  readonly value: number;
}
