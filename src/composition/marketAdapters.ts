import { HttpMarketCatalog, MarketWithSamples } from '../adapters/http/httpMarketCatalog.adapter';
import type { ListingCatalog } from '../ports/listingCatalog.port';

export { HttpMarketDesk } from '../adapters/http/httpMarketDesk.adapter';

/**
 * The exchange's market: the server's, with dollar figures at the sample's rate; on the embedded default the sample
 * market's listings follow the real ones (each marked "Sample").
 */
export const marketCatalog = (embedded: boolean, sample: ListingCatalog): ListingCatalog => new MarketWithSamples(new HttpMarketCatalog(), sample, embedded);
