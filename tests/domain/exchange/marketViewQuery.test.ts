import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET_VIEW, MARKET_FILTERS, MARKET_LAYOUTS, MARKET_SORTS, type MarketView } from '../../../src/domain/exchange/marketView';
import { marketViewFromQuery, marketViewToQuery } from '../../../src/domain/exchange/marketViewQuery';

const reader = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

const viewArbitrary: fc.Arbitrary<MarketView> = fc.record({
  query: fc.string(),
  filter: fc.constantFrom(...MARKET_FILTERS),
  sort: fc.constantFrom(...MARKET_SORTS),
  layout: fc.constantFrom(...MARKET_LAYOUTS),
});

describe('a market view in the URL query', () => {
  it('reads each parameter, and an unknown or missing value as the default', () => {
    expect([
      marketViewFromQuery(reader('q=wal&filter=app&sort=volume&view=cards')),
      marketViewFromQuery(reader('filter=games&sort=&view=LIST')),
      marketViewFromQuery(reader('')),
    ]).toEqual([{ query: 'wal', filter: 'app', sort: 'volume', layout: 'cards' }, DEFAULT_MARKET_VIEW, DEFAULT_MARKET_VIEW]);
  });

  it('writes only what differs from the default', () => {
    expect(marketViewToQuery(DEFAULT_MARKET_VIEW)).toEqual({ q: null, filter: null, sort: null, view: null });
    expect(marketViewToQuery({ ...DEFAULT_MARKET_VIEW, filter: 'trending', layout: 'cards' })).toEqual({ q: null, filter: 'trending', sort: null, view: 'cards' });
  });

  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(viewArbitrary, (view) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(marketViewToQuery(view))) if (value !== null) params.set(name, value);
        expect(marketViewFromQuery((name) => params.get(name))).toEqual(view);
      }),
    );
  });

  it('never fails on any query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('q', 'filter', 'sort', 'view', 'x'), fc.string()), (values) => {
        const view = marketViewFromQuery((name) => values[name] ?? null);
        expect(MARKET_FILTERS).toContain(view.filter);
        expect(MARKET_SORTS).toContain(view.sort);
        expect(MARKET_LAYOUTS).toContain(view.layout);
      }),
    );
  });
});
