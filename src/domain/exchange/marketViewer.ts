import type { Listing } from './listing';
import { filterListings, sortListings, type MarketSort, type MarketView } from './marketView';
import { searchListings } from './searchListings';

/** Shows any view of one catalogue; the same listings as `applyMarketView`, faster for repeated views. */
export type MarketViewer = (view: MarketView) => readonly Listing[];

/** One sort order of the catalogue, with each listing's name and tags in lower case, one line each, alongside. */
interface SortedCatalogue {
  readonly listings: readonly Listing[];
  readonly texts: readonly string[];
}

const LINE_BREAK = '\n';

/**
 * A viewer of `listings` that sorts the catalogue once per sort order (on first use), with each listing's searchable
 * text lower-cased once, so a keystroke costs one pass of filtering. Filtering a sorted list gives the sorted filtered
 * list, because the sort is a total order (figure, then name, then catalogue position).
 */
export function createMarketViewer(listings: readonly Listing[]): MarketViewer {
  const orders = new Map<MarketSort, SortedCatalogue>();
  const sortedBy = (sort: MarketSort): SortedCatalogue => {
    let order = orders.get(sort);
    if (!order) {
      const sorted = sortListings(listings, sort);
      // Name and tags on lines of their own: a query without a line break cannot match across two of them.
      const texts = sorted.map((listing) => [listing.name, ...listing.tags].join(LINE_BREAK).toLowerCase());
      order = { listings: sorted, texts };
      orders.set(sort, order);
    }
    return order;
  };
  return (view) => {
    const order = sortedBy(view.sort);
    const needle = view.query.trim().toLowerCase();
    if (needle === '') return filterListings(order.listings, view.filter);
    const searched = needle.includes(LINE_BREAK)
      ? searchListings(order.listings, view.query)
      : order.listings.filter((_, index) => order.texts[index]!.includes(needle));
    return filterListings(searched, view.filter);
  };
}
