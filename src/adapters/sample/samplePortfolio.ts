import type { Listing } from '../../domain/exchange/listing';
import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import { PORTFOLIO_HOLDINGS_LIMIT } from '../../domain/exchange/exchangeRules';

/** The sample portfolio: three holdings whose values add up to the total (spec section 3). */
export const SAMPLE_PORTFOLIO_SUMMARY: PortfolioSummary = {
  totalValue: 0.0064,
  totalRevenue: 0.0152,
  holdingsCount: PORTFOLIO_HOLDINGS_LIMIT,
  pendingDividends: 0.0008,
  profitAndLoss24h: { btc: 0.0008, percent: 14.8 },
};

/** Sample holding (spec section 9): 25 tokens, 12.5 %, valued at 0.125 times the price. */
const SAMPLE_HOLDING_TOKENS = 25;
const SAMPLE_HOLDING_SHARE_PERCENT = 12.5;
const SAMPLE_HOLDING_VALUE_FACTOR = 0.125;

/** The sample holdings: the first listings of the catalogue, at most three. */
export function sampleHoldings(listings: readonly Listing[]): readonly Holding[] {
  return listings.slice(0, PORTFOLIO_HOLDINGS_LIMIT).map((listing) => ({
    listing,
    tokens: SAMPLE_HOLDING_TOKENS,
    sharePercent: SAMPLE_HOLDING_SHARE_PERCENT,
    value: listing.price * SAMPLE_HOLDING_VALUE_FACTOR,
  }));
}
