import type { CodeType, Listing } from './listing';
import { searchListings } from './searchListings';

/** The filter tabs: every listing, one code type, or the listings flagged as trending. */
export const MARKET_FILTERS = ['all', 'app', 'contract', 'library', 'trending'] as const;
export type MarketFilter = (typeof MARKET_FILTERS)[number];

/** What the rows are ordered by, each largest first. */
export const MARKET_SORTS = ['marketCap', 'volume', 'change', 'price'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

/** How the listings are laid out. */
export const MARKET_LAYOUTS = ['table', 'cards'] as const;
export type MarketLayout = (typeof MARKET_LAYOUTS)[number];

/** One view of the market: what is searched, which filter tab, which order and which layout. */
export interface MarketView {
  readonly query: string;
  readonly filter: MarketFilter;
  readonly sort: MarketSort;
  readonly layout: MarketLayout;
}

export const DEFAULT_MARKET_VIEW: MarketView = { query: '', filter: 'all', sort: 'marketCap', layout: 'table' };

const SORT_KEYS: Readonly<Record<MarketSort, (listing: Listing) => number>> = {
  marketCap: (listing) => listing.marketCap,
  volume: (listing) => listing.volume24h,
  change: (listing) => listing.change24h,
  price: (listing) => listing.price,
};

const CODE_TYPE_OF_FILTER: Readonly<Record<Exclude<MarketFilter, 'all' | 'trending'>, CodeType>> = {
  app: 'app',
  contract: 'contract',
  library: 'library',
};

/** The listings the filter tab keeps, in their original order; `all` keeps every one. */
export function filterListings(listings: readonly Listing[], filter: MarketFilter): readonly Listing[] {
  if (filter === 'all') return listings;
  if (filter === 'trending') return listings.filter((listing) => listing.trending);
  const codeType = CODE_TYPE_OF_FILTER[filter];
  return listings.filter((listing) => listing.codeType === codeType);
}

/**
 * The listings ordered by `sort`, largest first; equal figures are ordered by name (code-unit order), and equal
 * names keep their original order (the sort is stable). Returns a new array; the input is not changed.
 * Sorts positions over a column of figures, so each comparison reads two numbers, not two listings.
 */
export function sortListings(listings: readonly Listing[], sort: MarketSort): readonly Listing[] {
  const figures = listings.map(SORT_KEYS[sort]);
  const positions = listings.map((_, position) => position);
  positions.sort((a, b) => {
    const first = figures[a]!;
    const second = figures[b]!;
    if (first !== second) return first > second ? -1 : first < second ? 1 : 0;
    const nameA = listings[a]!.name;
    const nameB = listings[b]!.name;
    return nameA < nameB ? -1 : nameA > nameB ? 1 : a - b;
  });
  return positions.map((position) => listings[position]!);
}

/** The listings a view shows: searched, filtered, then sorted. */
export function applyMarketView(listings: readonly Listing[], view: MarketView): readonly Listing[] {
  return sortListings(filterListings(searchListings(listings, view.query), view.filter), view.sort);
}
