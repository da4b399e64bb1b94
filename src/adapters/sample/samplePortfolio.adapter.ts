import { err, ok } from '../../domain/shared/result';
import type { ListingCatalog } from '../../ports/listingCatalog.port';
import type { Portfolio } from '../../ports/portfolio.port';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from './samplePortfolio';

/**
 * A portfolio for tests, with no server: the sample totals and the catalogue's first three listings as holdings.
 * It trades and mints nothing, so a claim and a mint report that (the app's portfolio always comes from the server).
 */
export class SamplePortfolio implements Portfolio {
  constructor(private readonly catalogue: ListingCatalog) {}

  summary() {
    return Promise.resolve(ok(SAMPLE_PORTFOLIO_SUMMARY));
  }

  async holdings() {
    const listings = await this.catalogue.listings();
    return listings.ok ? ok(sampleHoldings(listings.value)) : err({ code: 'portfolio-unavailable' as const });
  }

  claimDividends() {
    return Promise.resolve(err({ code: 'trading-not-available' as const }));
  }

  mint() {
    return Promise.resolve(err({ code: 'minting-not-available' as const }));
  }
}
