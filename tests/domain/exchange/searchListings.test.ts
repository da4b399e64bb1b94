import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { searchListings } from '../../../src/domain/exchange/searchListings';
import { isSubsequence, listingsArbitrary, queryArbitrary } from './arbitraries';

const names = (query: string) => searchListings(SAMPLE_LISTINGS, query).map((listing) => listing.name);

describe('searchListings', () => {
  it('matches names and tags, ignoring case and surrounding spaces', () => {
    expect({
      byName: names('INSCRIBER'),
      byTag: names('scrypt'),
      byNameAndTag: names('Wallet'),
      byNameOrTag: names('  defi '),
      none: names('cobol'),
    }).toEqual({
      byName: ['Ordinals Inscriber'],
      byNameAndTag: ['BSV Wallet SDK', 'UTXO Manager'],
      byTag: ['Atomic Token Swap', 'Multisig Escrow Contract'],
      byNameOrTag: ['Atomic Token Swap', 'Price Oracle Feed'],
      none: [],
    });
  });

  it('finds a listing by a tag even when its name does not match', () => {
    expect(names('utxo')).toEqual(['UTXO Manager']);
    expect(names('wallet sdk')).toEqual(['BSV Wallet SDK']);
  });

  it('finds a listing by part of a tag that its name does not contain', () => {
    expect({ inscript: names('inscript'), govern: names('GOVERN'), scry: names('scry') }).toEqual({
      inscript: ['Ordinals Inscriber'],
      govern: ['On-Chain Voting DAO'],
      scry: ['Atomic Token Swap', 'Multisig Escrow Contract'],
    });
  });

  it('finds a listing by any part of one of its tags', () => {
    fc.assert(
      fc.property(listingsArbitrary, fc.nat(), fc.nat(), fc.nat(), (listings, pick, from, length) => {
        const listing = listings[pick % Math.max(listings.length, 1)];
        fc.pre(listing !== undefined && listing.tags.length > 0);
        const tag = listing.tags[pick % listing.tags.length]!;
        const start = from % (tag.length + 1);
        const part = tag.slice(start, start + (length % (tag.length - start + 1)));
        expect(searchListings(listings, part)).toContain(listing);
      }),
    );
  });

  it('never adds a listing and keeps the catalogue order', () => {
    fc.assert(
      fc.property(listingsArbitrary, queryArbitrary, (listings, query) => {
        expect(isSubsequence(searchListings(listings, query), listings)).toBe(true);
      }),
    );
  });

  it('keeps every listing for an empty or blank query', () => {
    fc.assert(
      fc.property(listingsArbitrary, fc.nat({ max: 4 }), (listings, spaces) => {
        expect(searchListings(listings, ' '.repeat(spaces))).toEqual(listings);
      }),
    );
  });

  it('gives the same listings whatever the case of the query', () => {
    fc.assert(
      fc.property(listingsArbitrary, queryArbitrary, (listings, query) => {
        expect(searchListings(listings, query.toUpperCase())).toEqual(searchListings(listings, query.toLowerCase()));
      }),
    );
  });

  it('always finds a listing by its own name or tag', () => {
    fc.assert(
      fc.property(listingsArbitrary, fc.nat(), (listings, pick) => {
        fc.pre(listings.length > 0);
        const listing = listings[pick % listings.length]!;
        for (const text of [listing.name, ...listing.tags]) expect(searchListings(listings, text)).toContain(listing);
      }),
    );
  });
});
