import { HttpMarketCatalog, MarketWithSamples } from '../adapters/http/httpMarketCatalog.adapter';
import type { ListingCatalog } from '../ports/listingCatalog.port';

export { HttpMarketDesk } from '../adapters/http/httpMarketDesk.adapter';
export { HttpOfferBook } from '../adapters/http/httpOfferBook.adapter';
export { HttpMarketActivityFeed } from '../adapters/http/httpMarketActivityFeed.adapter';

/**
 * The exchange's market: the server's, with dollar figures only at the operator's rate (`usdPerBsv`, null: none); on
 * the embedded default the sample market's listings follow the real ones (each marked "Sample").
 */
export const marketCatalog = (embedded: boolean, sample: ListingCatalog, usdPerBsv: number | null = null): ListingCatalog =>
  new MarketWithSamples(new HttpMarketCatalog(usdPerBsv), sample, embedded);
