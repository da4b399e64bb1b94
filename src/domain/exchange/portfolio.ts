import {
  PORTFOLIO_HOLDINGS_LIMIT,
  SAMPLE_HOLDING_SHARE_PERCENT,
  SAMPLE_HOLDING_TOKENS,
  SAMPLE_HOLDING_VALUE_FACTOR,
} from './exchangeConstants';
import type { Listing } from './listing';

/** The visitor's portfolio totals (spec section 3, "Portfolio summary (sample)"); amounts in BTC. */
export interface PortfolioSummary {
  readonly totalValue: number;
  readonly totalRevenue: number;
  readonly holdingsCount: number;
  readonly pendingDividends: number;
}

/** Profit or loss over 24 hours: in BTC and in percent of the value a day ago. */
export interface ProfitAndLoss {
  readonly btc: number;
  readonly percent: number;
}

/** The sample portfolio: three holdings whose values add up to the total. */
export const SAMPLE_PORTFOLIO_SUMMARY: PortfolioSummary = {
  totalValue: 0.0064,
  totalRevenue: 0.0152,
  holdingsCount: PORTFOLIO_HOLDINGS_LIMIT,
  pendingDividends: 0.0008,
};

/** The sample portfolio's 24h P&L (the spec shows the figure but gives it no field). */
export const SAMPLE_PROFIT_AND_LOSS_24H: ProfitAndLoss = { btc: 0.0008, percent: 14.8 };

/** Tokens of one listing held by the visitor. */
export interface Holding {
  readonly listing: Listing;
  readonly tokens: number;
  /** Share of the listing's supply, in percent. */
  readonly sharePercent: number;
  /** In BTC. */
  readonly value: number;
}

/** The sample holding of a listing: 25 tokens (12.5 %), valued at 0.125 times its price (spec section 9). */
export function sampleHolding(listing: Listing): Holding {
  return {
    listing,
    tokens: SAMPLE_HOLDING_TOKENS,
    sharePercent: SAMPLE_HOLDING_SHARE_PERCENT,
    value: listing.price * SAMPLE_HOLDING_VALUE_FACTOR,
  };
}

/** The sample holdings: the first listings of the catalogue, at most three. */
export function sampleHoldings(listings: readonly Listing[], limit = PORTFOLIO_HOLDINGS_LIMIT): readonly Holding[] {
  return listings.slice(0, limit).map(sampleHolding);
}

/** How many tokens a holding has and its share of supply: `25 tokens (12.5%)`. */
export function holdingShareText(holding: Pick<Holding, 'tokens' | 'sharePercent'>): string {
  return `${holding.tokens} tokens (${holding.sharePercent}%)`;
}
