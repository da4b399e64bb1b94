import type { Listing, ListingId } from './listing';

/** The market figures the catalogue cannot sum itself (spec section 2: static figures). */
export interface MarketFigures {
  readonly activeTraders24h: number;
  /** In BTC. */
  readonly dividendsPaid24hBtc: number;
  /**
   * The rate dollar figures are computed at: the sample market's written rate (its figures are all marked sample);
   * null for the real market, which knows no exchange rate, so it shows no dollar figure rather than an invented one.
   */
  readonly btcUsdRate: number | null;
  /**
   * The market's own totals (a real market's, from its trades), in BTC; null where nothing has traded. Absent: the
   * cards sum the catalogue (the sample market).
   */
  readonly totals?: { readonly marketCap: number | null; readonly volume24h: number | null };
}

/** One market news item: its headline and how long ago it was published, as given by the source. */
export interface MarketNewsItem {
  readonly headline: string;
  readonly age: string;
}

/** Market cap and 24h volume summed over the catalogue, in BTC. */
export interface MarketTotals {
  readonly marketCap: number;
  readonly volume24h: number;
}

export function marketTotals(listings: readonly Listing[]): MarketTotals {
  let marketCap = 0;
  let volume24h = 0;
  for (const listing of listings) {
    marketCap += listing.marketCap;
    volume24h += listing.volume24h;
  }
  return { marketCap, volume24h };
}

/** Each listing's market rank: its 1-based place in the catalogue, which is ordered by market cap. */
export function marketRanks(listings: readonly Listing[]): ReadonlyMap<ListingId, number> {
  return new Map(listings.map((listing, index) => [listing.id, index + 1]));
}
