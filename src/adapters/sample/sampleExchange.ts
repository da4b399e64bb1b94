import { SampleListingCatalog } from './sampleListingCatalog.adapter';
import { sampleListingCount } from './sampleListingCount';

/**
 * The embedded default's sample market; `search` (`?listings=N`) sizes the catalogue. The sample portfolio
 * (`SamplePortfolio`) is for tests only: a person's portfolio always comes from the server.
 */
export function sampleExchange(search: string): { listingCatalog: SampleListingCatalog } {
  return { listingCatalog: new SampleListingCatalog(sampleListingCount(search)) };
}
