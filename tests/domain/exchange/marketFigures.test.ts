import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketRanks, marketTotals } from '../../../src/domain/exchange/marketFigures';
import { validateProjectBrief } from '../../../src/domain/hub/projectBrief';
import { listingsArbitrary } from './arbitraries';

describe('market figures', () => {
  it('sum the market cap and the 24 h volume of every listing', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const totals = marketTotals(listings);
        const sum = (pick: (value: (typeof listings)[number]) => number) => listings.reduce((total, listing) => total + pick(listing), 0);
        expect(totals).toEqual({ marketCap: sum((listing) => listing.marketCap), volume24h: sum((listing) => listing.volume24h) });
      }),
    );
    expect(marketTotals([])).toEqual({ marketCap: 0, volume24h: 0 });
  });

  it('rank listings from 1 in their catalogue order', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        expect([...marketRanks(listings)]).toEqual(listings.map((listing, index) => [listing.id, index + 1]));
      }),
    );
  });
});

describe('validateProjectBrief', () => {
  it('keeps the trimmed brief for the offer, and refuses a blank one', () => {
    expect([validateProjectBrief('offer-1', { brief: '  Build it  ' }), validateProjectBrief('offer-1', { brief: ' \n ' })]).toEqual([
      { ok: true, value: { offerId: 'offer-1', brief: 'Build it' } },
      { ok: false, error: { brief: 'briefRequired' } },
    ]);
  });
});
