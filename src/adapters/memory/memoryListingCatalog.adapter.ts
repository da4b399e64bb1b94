import type { Listing } from '../../domain/exchange/listing';
import type { MarketFigures, MarketNewsItem } from '../../domain/exchange/marketFigures';
import { err, ok } from '../../domain/shared/result';
import type { ListingCatalog } from '../../ports/listingCatalog.port';

/** The market as a test arranges it: fixed listings, figures and news, or a catalogue that cannot be reached. */
export class MemoryListingCatalog implements ListingCatalog {
  /** How many times the listings were asked for. */
  listingRequests = 0;
  /** When true, every call fails with `catalogue-unavailable`. */
  unavailable = false;

  constructor(
    public listingsValue: readonly Listing[],
    public figuresValue: MarketFigures,
    public newsValue: readonly MarketNewsItem[],
  ) {}

  private answer<T>(value: T) {
    return Promise.resolve(this.unavailable ? err({ code: 'catalogue-unavailable' as const }) : ok(value));
  }

  listings() {
    this.listingRequests += 1;
    return this.answer(this.listingsValue);
  }

  marketFigures() {
    return this.answer(this.figuresValue);
  }

  news() {
    return this.answer(this.newsValue);
  }
}
