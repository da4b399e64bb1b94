import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../src/adapters/sample/sampleCatalogue';
import { sampleListingCount } from '../../../src/adapters/sample/sampleListingCount';
import { SampleListingCatalog } from '../../../src/adapters/sample/sampleListingCatalog.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../../src/adapters/sample/samplePortfolio';
import { SamplePortfolio } from '../../../src/adapters/sample/samplePortfolio.adapter';
import { TOKEN_TOTAL_SUPPLY } from '../../../src/domain/exchange/exchangeRules';
import { circulatingSupply, type Listing } from '../../../src/domain/exchange/listing';
import { marketTotals } from '../../../src/domain/exchange/marketFigures';
import { MINT_CODE_TYPES, MINT_LANGUAGES } from '../../../src/domain/exchange/mintRules';
import type { Portfolio } from '../../../src/ports/portfolio.port';

const isOrderedByMarketCap = (listings: readonly Listing[]) =>
  listings.every((listing, index) => index === 0 || listings[index - 1]!.marketCap >= listing.marketCap);

/** Reasons a listing is implausible: rating out of 5, supply over the total, a language or type the mint form lacks. */
const offences = (listings: readonly Listing[]) =>
  listings.flatMap((listing) => [
    ...(listing.rating < 0 || listing.rating > 5 ? [`${listing.name}: rating`] : []),
    ...(circulatingSupply(listing) > TOKEN_TOTAL_SUPPLY ? [`${listing.name}: supply`] : []),
    ...(!(MINT_LANGUAGES as readonly string[]).includes(listing.language) ? [`${listing.name}: language`] : []),
    ...(!MINT_CODE_TYPES.includes(listing.codeType) ? [`${listing.name}: code type`] : []),
    ...(listing.price <= 0 ? [`${listing.name}: price`] : []),
  ]);

describe('the sample catalogue', () => {
  it('holds ten written listings with distinct ids, ordered by market cap, whose totals the stat cards show', () => {
    expect(SAMPLE_LISTINGS).toHaveLength(10);
    expect(new Set(SAMPLE_LISTINGS.map((listing) => listing.id)).size).toBe(10);
    expect(isOrderedByMarketCap(SAMPLE_LISTINGS)).toBe(true);
    const totals = marketTotals(SAMPLE_LISTINGS);
    expect([totals.marketCap.toFixed(1), totals.volume24h.toFixed(1)]).toEqual(['2883.0', '122.3']);
  });

  it('keeps every listing plausible', () => {
    expect(offences(SAMPLE_LISTINGS)).toEqual([]);
  });

  it('makes any number of listings: the written ones first, then distinct, plausible variants in market-cap order', () => {
    const large = sampleCatalogue(10_000);
    expect(large).toHaveLength(10_000);
    expect(large.slice(0, 10)).toEqual(SAMPLE_LISTINGS);
    expect(new Set(large.map((listing) => listing.id)).size).toBe(10_000);
    expect(new Set(large.map((listing) => listing.name)).size).toBe(10_000);
    expect(isOrderedByMarketCap(large)).toBe(true);
    expect(offences(large)).toEqual([]);
    expect(sampleCatalogue(10_000)).toEqual(large);
    expect([sampleCatalogue(3).length, sampleCatalogue(0).length, sampleCatalogue(1e9).length]).toEqual([3, 1, 100_000]);
  });

  it('is sized by ?listings= from 1 to 100,000, anything else giving the ten written listings', () => {
    const counts = ['?listings=10000', '?q=x&listings=1', '', '?listings=0', '?listings=100001', '?listings=abc', '?listings=1.5'];
    expect(counts.map(sampleListingCount)).toEqual([10_000, 1, 10, 10, 10, 10, 10]);
  });

  it('answers through the ListingCatalog port', async () => {
    const catalog = new SampleListingCatalog(25);
    const listings = await catalog.listings();
    expect(listings.ok && listings.value.length).toBe(25);
    expect((await catalog.marketFigures()).ok).toBe(true);
    expect((await catalog.news()).ok).toBe(true);
  });
});

describe('the sample portfolio', () => {
  it('holds 25 tokens (12.5 %) of the first three listings, each valued at 0.125 times the price', () => {
    expect(sampleHoldings(SAMPLE_LISTINGS).map(({ listing, tokens, sharePercent, value }) => [listing.name, tokens, sharePercent, value])).toEqual([
      ['BSV Wallet SDK', 25, 12.5, 0.0125 * 0.125],
      ['Atomic Token Swap', 25, 12.5, 0.034 * 0.125],
      ['Micropayment Paywall', 25, 12.5, 0.0048 * 0.125],
    ]);
  });

  it('agrees with its summary', () => {
    const holdings = sampleHoldings(SAMPLE_LISTINGS);
    const total = holdings.reduce((sum, holding) => sum + holding.value, 0);
    expect(sampleHoldings(SAMPLE_LISTINGS.slice(0, 2))).toHaveLength(2);
    expect(SAMPLE_PORTFOLIO_SUMMARY.holdingsCount).toBe(holdings.length);
    expect(SAMPLE_PORTFOLIO_SUMMARY.totalValue.toFixed(4)).toBe(total.toFixed(4));
  });

  it('refuses a dividend claim and a mint: nothing is traded or minted on this market yet', async () => {
    const portfolio: Portfolio = new SamplePortfolio(new SampleListingCatalog());
    const holdings = await portfolio.holdings();
    expect(holdings.ok && holdings.value.length).toBe(3);
    expect(await portfolio.claimDividends()).toEqual({ ok: false, error: { code: 'trading-not-available' } });
    expect(await portfolio.mint({ ...mintPreviewFixture })).toEqual({ ok: false, error: { code: 'minting-not-available' } });
  });
});

const mintPreviewFixture = {
  name: 'x', description: 'y', codeType: 'app', language: 'Go', files: [], supply: 1, price: 0.1, revenueSharePercent: 70,
} as const;
