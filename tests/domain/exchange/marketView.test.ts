import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import type { Listing } from '../../../src/domain/exchange/listing';
import {
  applyMarketView,
  DEFAULT_MARKET_VIEW,
  filterListings,
  MARKET_FILTERS,
  MARKET_SORTS,
  sortListings,
  type MarketSort,
} from '../../../src/domain/exchange/marketView';
import { searchListings } from '../../../src/domain/exchange/searchListings';
import { isSubsequence, listingsArbitrary, queryArbitrary } from './arbitraries';

const names = (listings: readonly Listing[]) => listings.map((listing) => listing.name);
const filterArbitrary = fc.constantFrom(...MARKET_FILTERS);
const sortArbitrary = fc.constantFrom(...MARKET_SORTS);
const FIGURE: Record<MarketSort, (listing: Listing) => number> = {
  marketCap: (listing) => listing.marketCap,
  volume: (listing) => listing.volume24h,
  change: (listing) => listing.change24h,
  price: (listing) => listing.price,
};

describe('market filters', () => {
  it('keep one code type, the trending listings, or all of the sample catalogue', () => {
    expect(Object.fromEntries(MARKET_FILTERS.map((filter) => [filter, names(filterListings(SAMPLE_LISTINGS, filter))]))).toEqual({
      all: names(SAMPLE_LISTINGS),
      app: ['Micropayment Paywall', 'Ordinals Inscriber', 'Price Oracle Feed'],
      contract: ['Atomic Token Swap', 'On-Chain Voting DAO', 'Multisig Escrow Contract'],
      library: ['BSV Wallet SDK', 'UTXO Manager', 'Paymail Resolver'],
      trending: ['BSV Wallet SDK', 'Atomic Token Swap', 'Ordinals Inscriber', 'On-Chain Voting DAO'],
    });
  });

  it('never add a listing and keep the order', () => {
    fc.assert(
      fc.property(listingsArbitrary, filterArbitrary, (listings, filter) => {
        expect(isSubsequence(filterListings(listings, filter), listings)).toBe(true);
      }),
    );
  });

  it('commute with the search', () => {
    fc.assert(
      fc.property(listingsArbitrary, filterArbitrary, queryArbitrary, (listings, filter, query) => {
        expect(searchListings(filterListings(listings, filter), query)).toEqual(filterListings(searchListings(listings, query), filter));
      }),
    );
  });
});

describe('market sorts', () => {
  it('order the sample catalogue largest first', () => {
    expect(Object.fromEntries(MARKET_SORTS.map((sort) => [sort, names(sortListings(SAMPLE_LISTINGS, sort)).slice(0, 3)]))).toEqual({
      marketCap: ['BSV Wallet SDK', 'Atomic Token Swap', 'Micropayment Paywall'],
      volume: ['Ordinals Inscriber', 'Micropayment Paywall', 'Atomic Token Swap'],
      change: ['Ordinals Inscriber', 'Atomic Token Swap', 'BSV Wallet SDK'],
      price: ['Atomic Token Swap', 'Ordinals Inscriber', 'Multisig Escrow Contract'],
    });
  });

  it('break ties by name: Paymail Resolver and On-Chain Voting DAO share a market cap of 228', () => {
    const tied = SAMPLE_LISTINGS.filter((listing) => listing.marketCap === 228);
    expect(names(sortListings(tied, 'marketCap'))).toEqual(['On-Chain Voting DAO', 'Paymail Resolver']);
    expect(names(sortListings([...tied].reverse(), 'marketCap'))).toEqual(['On-Chain Voting DAO', 'Paymail Resolver']);
  });

  it('are ordered permutations: the same listings, figures descending, equal figures by name, equal names in input order', () => {
    fc.assert(
      fc.property(listingsArbitrary, sortArbitrary, (listings, sort) => {
        const sorted = sortListings(listings, sort);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...listings].sort((a, b) => a.id.localeCompare(b.id)));
        sorted.forEach((listing, index) => {
          const previous = sorted[index - 1];
          if (!previous) return;
          const [before, after] = [FIGURE[sort](previous), FIGURE[sort](listing)];
          expect(before).toBeGreaterThanOrEqual(after);
          if (before === after) expect(previous.name <= listing.name).toBe(true);
          if (before === after && previous.name === listing.name) expect(listings.indexOf(previous)).toBeLessThan(listings.indexOf(listing));
        });
      }),
    );
  });

  it('leave the input unchanged', () => {
    fc.assert(
      fc.property(listingsArbitrary, sortArbitrary, (listings, sort) => {
        const before = [...listings];
        sortListings(listings, sort);
        expect(listings).toEqual(before);
      }),
    );
  });
});

describe('a market view', () => {
  it('searches, filters and sorts: "wallet" among libraries by price', () => {
    expect(names(applyMarketView(SAMPLE_LISTINGS, { query: 'wallet', filter: 'library', sort: 'price', layout: 'cards' }))).toEqual([
      'BSV Wallet SDK',
      'UTXO Manager',
    ]);
    expect(applyMarketView(SAMPLE_LISTINGS, DEFAULT_MARKET_VIEW)).toEqual(SAMPLE_LISTINGS);
  });

  it('shows a subset of the catalogue whatever the view', () => {
    fc.assert(
      fc.property(listingsArbitrary, queryArbitrary, filterArbitrary, sortArbitrary, (listings, query, filter, sort) => {
        const shown = applyMarketView(listings, { query, filter, sort, layout: 'table' });
        expect(shown.every((listing) => listings.includes(listing))).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(listings.length);
      }),
    );
  });
});
