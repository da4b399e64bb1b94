import { ACTIVE_TRADERS_24H, DIVIDENDS_PAID_24H_BTC, MARKET_STAT_LABELS } from './exchangeConstants';
import { formatBtcAmount, formatCount, formatUsdCompact } from './formatListing';
import type { Listing } from './listing';

/** One market stat card: a label, its figure and a smaller note. */
export interface MarketStat {
  readonly label: string;
  readonly value: string;
  readonly note: string;
}

const sum = (listings: readonly Listing[], pick: (listing: Listing) => number) =>
  listings.reduce((total, listing) => total + pick(listing), 0);

/**
 * The four market stat cards: total market cap and 24h volume summed over the catalogue (in BTC, with their
 * dollar value), and the static active-trader and dividend figures.
 */
export function marketStats(listings: readonly Listing[]): readonly MarketStat[] {
  const marketCap = sum(listings, (listing) => listing.marketCap);
  const volume = sum(listings, (listing) => listing.volume24h);
  return [
    { label: MARKET_STAT_LABELS.marketCap, value: formatBtcAmount(marketCap), note: `≈ ${formatUsdCompact(marketCap)}` },
    { label: MARKET_STAT_LABELS.volume, value: formatBtcAmount(volume), note: `≈ ${formatUsdCompact(volume)}` },
    { label: MARKET_STAT_LABELS.traders, value: formatCount(ACTIVE_TRADERS_24H), note: 'in the last 24 hours' },
    {
      label: MARKET_STAT_LABELS.dividends,
      value: formatBtcAmount(DIVIDENDS_PAID_24H_BTC),
      note: `≈ ${formatUsdCompact(DIVIDENDS_PAID_24H_BTC)} to token holders`,
    },
  ];
}
