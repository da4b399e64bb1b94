import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpMarketCatalog, MarketWithSamples } from '../../src/adapters/http/httpMarketCatalog.adapter';
import { SampleListingCatalog } from '../../src/adapters/sample/sampleListingCatalog.adapter';

const board = (traded: boolean) => ({
  success: true,
  listings: [
    {
      listing: { id: 'l1', itemId: 'item-1', seller: 'sandbox_alice', quantity: 90, priceSatoshis: 10_000, listedAt: 1 },
      item: { itemId: 'item-1', owner: 'sandbox_alice', name: 'Fast Parser', description: 'Parses fast', codeType: 'library', language: 'TypeScript', supply: 100, mintedAt: 0 },
      stats: traded
        ? { itemId: 'item-1', lastPriceSatoshis: 20_000, volume24hSatoshis: 200_000, trades24h: 1, change24hPercent: 0, marketCapSatoshis: 2_000_000, holders: 2 }
        : { itemId: 'item-1', lastPriceSatoshis: null, volume24hSatoshis: 0, trades24h: 0, change24hPercent: null, marketCapSatoshis: null, holders: 1 },
    },
    { listing: { id: 'bad' }, item: {}, stats: {} },
  ],
  summary: traded
    ? { marketCapSatoshis: 2_000_000, volume24hSatoshis: 200_000, activeTraders24h: 2, dividendsPaid24hSatoshis: 1_000 }
    : { marketCapSatoshis: null, volume24hSatoshis: null, activeTraders24h: 0, dividendsPaid24hSatoshis: 0 },
  rankings: { trending: traded ? ['item-1'] : [], gainers: [], topVolume: [] },
});

function stubFetch(...bodies: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const body = bodies.shift();
    return body === undefined ? Response.error() : Response.json(body);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the market from the server', () => {
  it('reads real listings with figures from trades, and no figure before the first trade', async () => {
    const calls = stubFetch(board(false));
    const catalog = new HttpMarketCatalog(40);
    const [listings, figures] = await Promise.all([catalog.listings(), catalog.marketFigures()]);
    expect(calls).toEqual(['/api/market']);
    expect(listings.ok && listings.value.map(({ name, price, marketCap, holders, sample, market }) => ({ name, price, marketCap, holders, sample, market }))).toEqual([
      {
        name: 'Fast Parser',
        price: 0.0001,
        marketCap: 0,
        holders: 1,
        sample: false,
        market: { listingId: 'l1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100, creator: 'sandbox_alice', royaltyPercent: 0 },
      },
    ]);
    expect(figures).toEqual({ ok: true, value: { activeTraders24h: 0, dividendsPaid24hBsv: 0, usdPerBsv: 40, totals: { marketCap: null, volume24h: null } } });
  });

  it('takes the last price, cap and volume from trades', async () => {
    stubFetch(board(true));
    const listings = await new HttpMarketCatalog(40).listings();
    expect(listings.ok && listings.value[0]).toMatchObject({ price: 0.0002, marketCap: 0.02, volume24h: 0.002, trending: true, market: { traded: true } });
  });

  it('is unavailable when the server does not answer', async () => {
    stubFetch();
    expect(await new HttpMarketCatalog(40).listings()).toEqual({ ok: false, error: { code: 'catalogue-unavailable' } });
  });
});

describe('the embedded default’s market', () => {
  it('shows the real listings first, then the samples, each marked; the cards count the real market only', async () => {
    stubFetch(board(false), board(false));
    const catalog = new MarketWithSamples(new HttpMarketCatalog(40), new SampleListingCatalog());
    const listings = await catalog.listings();
    expect(listings.ok && listings.value.map((listing) => [listing.name, listing.sample])).toEqual([
      ['Fast Parser', false],
      ...(listings.ok ? listings.value.slice(1).map((listing) => [listing.name, true]) : []),
    ]);
    expect(listings.ok && listings.value.length).toBe(11);
    expect(await catalog.marketFigures()).toMatchObject({ ok: true, value: { activeTraders24h: 0, usdPerBsv: 40, totals: { marketCap: null, volume24h: null } } });
  });

  it('shows no sample listing in live mode, and no dollar figure: the real market knows no rate, the sample’s is not borrowed', async () => {
    stubFetch(board(false), board(false));
    const catalog = new MarketWithSamples(new HttpMarketCatalog(), new SampleListingCatalog(), false);
    const listings = await catalog.listings();
    expect(listings.ok && listings.value.map((listing) => listing.name)).toEqual(['Fast Parser']);
    expect(await catalog.marketFigures()).toMatchObject({ ok: true, value: { usdPerBsv: null } });
    expect(await catalog.news()).toEqual({ ok: true, value: [] });
  });
});
