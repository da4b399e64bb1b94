import { SampleListingCatalog } from './sampleListingCatalog.adapter';
import { sampleListingCount } from './sampleListingCount';
import { SamplePortfolio } from './samplePortfolio.adapter';

/** The embedded default's market and the portfolio over it; `search` (`?listings=N`) sizes the catalogue. */
export function sampleExchange(search: string): { listingCatalog: SampleListingCatalog; portfolio: SamplePortfolio } {
  const listingCatalog = new SampleListingCatalog(sampleListingCount(search));
  return { listingCatalog, portfolio: new SamplePortfolio(listingCatalog) };
}
