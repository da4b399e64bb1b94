import type { Listing, ListingId } from './listing';

/** The market figures the catalogue cannot sum itself (spec section 2: static figures). */
export interface MarketFigures {
  readonly activeTraders24h: number;
  /** In BSV. */
  readonly dividendsPaid24hBsv: number;
  /**
   * US dollars per BSV that dollar figures are computed at: only the rate the operator configured (`BSV_USD_RATE`);
   * null when none is, so no dollar figure is shown rather than an invented one.
   */
  readonly usdPerBsv: number | null;
  /**
   * The market's own totals (a real market's, from its trades), in BSV; null where nothing has traded. Absent: the
   * cards sum the catalogue (the sample market).
   */
  readonly totals?: { readonly marketCap: number | null; readonly volume24h: number | null };
}

/** One market news item: its headline and how long ago it was published, as given by the source. */
export interface MarketNewsItem {
  readonly headline: string;
  readonly age: string;
}

/** Market cap and 24h volume summed over the catalogue, in BSV. */
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
