import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { applyMarketView, DEFAULT_MARKET_VIEW, MARKET_FILTERS, MARKET_LAYOUTS, MARKET_SORTS, type MarketView } from '../../../src/domain/exchange/marketView';
import { createMarketViewer } from '../../../src/domain/exchange/marketViewer';
import { listingsArbitrary, queryArbitrary } from './arbitraries';

const viewArbitrary: fc.Arbitrary<MarketView> = fc.record({
  query: queryArbitrary,
  filter: fc.constantFrom(...MARKET_FILTERS),
  sort: fc.constantFrom(...MARKET_SORTS),
  layout: fc.constantFrom(...MARKET_LAYOUTS),
});

describe('the market viewer', () => {
  it('shows exactly what applyMarketView shows, view after view of the same catalogue', () => {
    fc.assert(
      fc.property(listingsArbitrary, fc.array(viewArbitrary, { minLength: 1, maxLength: 6 }), (listings, views) => {
        const viewer = createMarketViewer(listings);
        for (const view of views) expect(viewer(view)).toEqual(applyMarketView(listings, view));
      }),
    );
  });

  it('does not match a query across a name and a tag', () => {
    const [listing] = SAMPLE_LISTINGS;
    const viewer = createMarketViewer(SAMPLE_LISTINGS);
    const query = `${listing!.name.slice(-3)}\n${listing!.tags[0]!.slice(0, 3)}`;
    expect(viewer({ ...DEFAULT_MARKET_VIEW, query })).toEqual([]);
    expect(viewer({ ...DEFAULT_MARKET_VIEW, query: 'sdk' }).map((found) => found.name)).toEqual(['BSV Wallet SDK']);
  });
});
