import type { Listing } from '../../domain/exchange/listing';
import { ok } from '../../domain/shared/result';
import type { ListingCatalog } from '../../ports/listingCatalog.port';
import { sampleCatalogue } from './sampleCatalogue';
import { SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS } from './sampleMarket';

/** The embedded default's market: the sample catalogue (ten listings, or `count` made up), figures and news. */
export class SampleListingCatalog implements ListingCatalog {
  private catalogue: readonly Listing[] | null = null;

  constructor(private readonly count?: number) {}

  listings() {
    this.catalogue ??= sampleCatalogue(this.count);
    return Promise.resolve(ok(this.catalogue));
  }

  marketFigures() {
    return Promise.resolve(ok(SAMPLE_MARKET_FIGURES));
  }

  news() {
    return Promise.resolve(ok(SAMPLE_MARKET_NEWS));
  }
}
