import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKED_LIST_SIZE } from '../../../src/domain/exchange/exchangeRules';
import type { Listing } from '../../../src/domain/exchange/listing';
import { topByVolume, topGainers, trending } from '../../../src/domain/exchange/rankListings';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { isSubsequence, listingsArbitrary } from './arbitraries';

const names = (listings: readonly Listing[]) => listings.map((listing) => listing.name);

/** True when every item is in `whole` and no item appears twice. */
const isSubset = (part: readonly Listing[], whole: readonly Listing[]) =>
  new Set(part).size === part.length && part.every((listing) => whole.includes(listing));

const isDescending = (values: readonly number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);

describe('ranked lists of the analytics panel', () => {
  it('pick three listings of the sample catalogue each', () => {
    expect({
      gainers: names(topGainers(SAMPLE_LISTINGS)),
      volume: names(topByVolume(SAMPLE_LISTINGS)),
      trending: names(trending(SAMPLE_LISTINGS)),
    }).toEqual({
      gainers: ['Ordinals Inscriber', 'Atomic Token Swap', 'BSV Wallet SDK'],
      volume: ['Ordinals Inscriber', 'Micropayment Paywall', 'Atomic Token Swap'],
      trending: ['BSV Wallet SDK', 'Atomic Token Swap', 'Ordinals Inscriber'],
    });
  });

  it('top gainers: at most three distinct listings of the catalogue, largest change first, none left out above them', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const top = topGainers(listings);
        expect(top.length).toBe(Math.min(RANKED_LIST_SIZE, listings.length));
        expect(isSubset(top, listings)).toBe(true);
        expect(isDescending(top.map((listing) => listing.change24h))).toBe(true);
        const lowest = top.at(-1)?.change24h ?? -Infinity;
        expect(listings.filter((listing) => !top.includes(listing) && listing.change24h > lowest)).toEqual([]);
      }),
    );
  });

  it('top by volume: at most three distinct listings of the catalogue, largest volume first, none left out above them', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const top = topByVolume(listings);
        expect(top.length).toBe(Math.min(RANKED_LIST_SIZE, listings.length));
        expect(isSubset(top, listings)).toBe(true);
        expect(isDescending(top.map((listing) => listing.volume24h))).toBe(true);
        const lowest = top.at(-1)?.volume24h ?? -Infinity;
        expect(listings.filter((listing) => !top.includes(listing) && listing.volume24h > lowest)).toEqual([]);
      }),
    );
  });

  it('trending: the first three flagged listings, in catalogue order', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const flagged = listings.filter((listing) => listing.trending);
        const top = trending(listings);
        expect(top.length).toBe(Math.min(RANKED_LIST_SIZE, flagged.length));
        expect(top.every((listing) => listing.trending)).toBe(true);
        expect(isSubsequence(top, listings)).toBe(true);
        expect(top).toEqual(flagged.slice(0, RANKED_LIST_SIZE));
      }),
    );
  });

  it('do not change the catalogue they rank', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const before = [...listings];
        topGainers(listings);
        topByVolume(listings);
        trending(listings);
        expect(listings).toEqual(before);
      }),
    );
  });
});
