import { describe, expect, it } from 'vitest';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS } from '../../../src/adapters/sample/sampleMarket';
import { MarketStore } from '../../../src/application/exchange/marketStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const catalogue = () => new MemoryListingCatalog(SAMPLE_LISTINGS.slice(0, 3), SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS);

describe('the market store', () => {
  it('loads the listings with their ranks, the figures and the news once, on the first open', async () => {
    const source = catalogue();
    const store = new MarketStore(source);
    expect(store.state.phase).toBe('loading');
    store.open();
    store.open();
    await settle();
    expect(store.state).toEqual({
      phase: 'ready',
      listings: SAMPLE_LISTINGS.slice(0, 3),
      ranks: new Map(SAMPLE_LISTINGS.slice(0, 3).map((listing, index) => [listing.id, index + 1])),
      figures: SAMPLE_MARKET_FIGURES,
      news: SAMPLE_MARKET_NEWS,
      failure: null,
    });
    expect(source.listingRequests).toBe(1);
    store.dispose();
  });

  it('says the catalogue is unavailable when it cannot be read', async () => {
    const source = catalogue();
    source.unavailable = true;
    const store = new MarketStore(source);
    store.open();
    await settle();
    expect([store.state.phase, store.state.failure, store.state.listings, store.state.figures]).toEqual(['failed', 'catalogue-unavailable', [], null]);
  });

  it('ignores an answer that arrives after it was disposed', async () => {
    const store = new MarketStore(catalogue());
    const states: string[] = [];
    store.state$.subscribe((state) => states.push(state.phase));
    store.open();
    store.dispose();
    await settle();
    expect(states).toEqual(['loading']);
  });
});
