import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpPortfolio, priceText } from '../../src/adapters/http/httpPortfolio.adapter';
import { LazyPortfolio } from '../../src/adapters/http/lazyPortfolio.adapter';
import { holdingOfItem, type CodeItem } from '../../src/domain/exchange/codeItem';
import type { MintPreview } from '../../src/domain/exchange/mintDraft';

const ORIGIN = 'http://localhost:4600';
const sha = 'ab'.repeat(32);
const item: CodeItem = {
  id: 'item-1',
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', sha256: sha }],
  supply: 1000,
  price: 0.0001,
  revenueSharePercent: 70,
  mintedAt: 5,
  url: '/sandbox-wallet/items/item-1',
};
const preview: MintPreview = {
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', size: 3, sha256: sha }],
  supply: 1000,
  price: 0.00000001,
  revenueSharePercent: 70,
};

function stubFetch(...answers: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answers.shift() ?? Response.error();
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const signedIn = () => new HttpPortfolio(() => true, () => ORIGIN);
const NOTHING_ON_THE_MARKET = { costBasisSatoshis: 0, valueSatoshis: null, profitAndLossSatoshis: null, profitAndLossPercent: null, pendingDividendsSatoshis: 0, dividendsReceivedSatoshis: 0 };

describe('the HTTP portfolio', () => {
  it('is signed out without the session hint, asking nothing', async () => {
    const calls = stubFetch();
    const portfolio = new HttpPortfolio(() => false, () => ORIGIN);
    expect([await portfolio.holdings(), await portfolio.summary(), await portfolio.mint(preview), calls.length]).toEqual([
      { ok: false, error: { code: 'signed-out' } },
      { ok: false, error: { code: 'signed-out' } },
      { ok: false, error: { code: 'signed-out' } },
      0,
    ]);
  });

  it('reads the items once for summary and holdings, skipping malformed ones, with the server’s path made absolute', async () => {
    const calls = stubFetch(
      Response.json({ success: true, items: [item, { ...item, id: 'bad', codeType: 'game' }, { ...item, id: 'js', url: 'javascript:alert(1)' }] }),
      Response.json({ success: true, positions: [], totals: NOTHING_ON_THE_MARKET, dividendsReceivedSatoshis: 0 }),
    );
    const portfolio = signedIn();
    const [summary, holdings] = await Promise.all([portfolio.summary(), portfolio.holdings()]);
    const kept = { ...item, url: `${ORIGIN}/sandbox-wallet/items/item-1` };
    expect([calls.map((call) => [call.url, call.init.method]), holdings]).toEqual([
      [
        ['/api/portfolio/items', 'GET'],
        ['/api/market/portfolio', 'GET'],
      ],
      { ok: true, value: [{ ...holdingOfItem(kept), minted: true }, { ...holdingOfItem({ ...item, id: 'js', url: null }), minted: true }] },
    ]);
    expect(summary).toEqual({
      ok: true,
      // Nothing on the market: no value (the mint price is no trade), the market's empty totals.
      value: { totalValue: 0, totalRevenue: 0, holdingsCount: 2, pendingDividends: 0, profitAndLoss24h: { btc: 0, percent: 0 }, market: NOTHING_ON_THE_MARKET },
    });
  });

  it('takes tokens and figures from the market’s ledger (read with its schema), adds the items bought there, and its totals', async () => {
    const marketItem = (itemId: string, name: string, supply: number) => ({ itemId, owner: 'alice', name, description: '', codeType: 'library', language: 'Go', supply, mintedAt: 1 });
    const totals = { costBasisSatoshis: 100, valueSatoshis: 18_000_200, profitAndLossSatoshis: 18_000_100, profitAndLossPercent: 100, pendingDividendsSatoshis: 7, dividendsReceivedSatoshis: 5_000_000 };
    stubFetch(
      Response.json({ success: true, items: [item] }),
      Response.json({
        success: true,
        positions: [
          {
            itemId: 'item-1',
            tokens: 900,
            costBasisSatoshis: 0,
            valueSatoshis: 18_000_000,
            profitAndLossSatoshis: 18_000_000,
            profitAndLossPercent: null,
            pendingDividendsSatoshis: 0,
            dividendsReceivedSatoshis: 0,
            item: marketItem('item-1', 'Fast Parser', 1000),
            listing: { id: 'l1', itemId: 'item-1', seller: 'alice', quantity: 50, priceSatoshis: 20_000, listedAt: 1 },
          },
          {
            itemId: 'item-2',
            tokens: 10,
            costBasisSatoshis: 100,
            valueSatoshis: 200,
            profitAndLossSatoshis: 100,
            profitAndLossPercent: 100,
            pendingDividendsSatoshis: 7,
            dividendsReceivedSatoshis: 5_000_000,
            item: marketItem('item-2', 'Other', 100),
            listing: null,
          },
        ],
        totals,
        dividendsReceivedSatoshis: 5_000_000,
      }),
    );
    const portfolio = signedIn();
    const [summary, holdings] = await Promise.all([portfolio.summary(), portfolio.holdings()]);
    expect(holdings.ok && holdings.value.map((holding) => [holding.listing.name, holding.tokens, holding.sharePercent, holding.value])).toEqual([
      ['Fast Parser', 900, 90, 0.18],
      ['Other', 10, 10, 0.000002],
    ]);
    expect(holdings.ok && holdings.value.map((holding) => holding.market)).toEqual([
      {
        costBasisSatoshis: 0,
        valueSatoshis: 18_000_000,
        profitAndLossSatoshis: 18_000_000,
        profitAndLossPercent: null,
        pendingDividendsSatoshis: 0,
        dividendsReceivedSatoshis: 0,
        listing: { id: 'l1', quantity: 50, priceSatoshis: 20_000 },
      },
      { costBasisSatoshis: 100, valueSatoshis: 200, profitAndLossSatoshis: 100, profitAndLossPercent: 100, pendingDividendsSatoshis: 7, dividendsReceivedSatoshis: 5_000_000, listing: null },
    ]);
    expect(summary).toMatchObject({ ok: true, value: { totalRevenue: 0.05, holdingsCount: 2, pendingDividends: 0.00000007, market: totals } });
  });

  it('is unavailable when the market’s answer does not match its schema; with no market on the server, nothing is on it', async () => {
    stubFetch(Response.json({ success: true, items: [item] }), Response.json({ success: true, positions: [{ itemId: 'item-1', tokens: 900 }], dividendsReceivedSatoshis: 0 }));
    expect(await signedIn().holdings()).toEqual({ ok: false, error: { code: 'portfolio-unavailable' } });
    stubFetch(Response.json({ success: true, items: [item] }), Response.json({ code: 'not-found' }, { status: 404 }));
    const portfolio = signedIn();
    const [summary, holdings] = await Promise.all([portfolio.summary(), portfolio.holdings()]);
    expect(holdings).toEqual({ ok: true, value: [{ ...holdingOfItem({ ...item, url: `${ORIGIN}/sandbox-wallet/items/item-1` }), minted: true }] });
    expect(summary.ok && summary.value.market).toEqual(NOTHING_ON_THE_MARKET);
  });

  it('turns a 401 into signed-out and a failure or nonsense into unavailable', async () => {
    stubFetch(Response.json({ success: false, error: 'Not authenticated' }, { status: 401 }), Response.json({ success: false }, { status: 502 }), Response.json({ nothing: true }));
    const portfolio = signedIn();
    expect([await portfolio.holdings(), await portfolio.holdings(), await portfolio.holdings()]).toEqual([
      { ok: false, error: { code: 'signed-out' } },
      { ok: false, error: { code: 'portfolio-unavailable' } },
      { ok: false, error: { code: 'portfolio-unavailable' } },
    ]);
  });

  it('posts the preview with supply and price as the form’s text and returns the item with a checked link', async () => {
    const calls = stubFetch(
      Response.json({ success: true, item: { itemId: 'item-1', url: '/sandbox-wallet/items/item-1' }, filesKept: true }, { status: 201 }),
      Response.json({ success: true, item: { itemId: 'item-2', url: 'javascript:alert(1)' }, filesKept: false }, { status: 201 }),
    );
    const portfolio = signedIn();
    const results = [await portfolio.mint(preview), await portfolio.mint(preview)];
    expect([calls[0]?.url, calls[0]?.init.method, JSON.parse(String(calls[0]?.init.body))]).toEqual([
      '/api/portfolio/items',
      'POST',
      { ...preview, supply: '1000', price: '0.00000001' },
    ]);
    expect(results).toEqual([
      { ok: true, value: { itemId: 'item-1', url: `${ORIGIN}/sandbox-wallet/items/item-1` } },
      { ok: true, value: { itemId: 'item-2', url: null } },
    ]);
  });

  it.each([
    [400, 'mint-refused'],
    [413, 'mint-refused'],
    [429, 'mint-refused'],
    [401, 'signed-out'],
    [503, 'portfolio-unavailable'],
  ] as const)('turns a %i answer to a mint into %s', async (status, code) => {
    stubFetch(Response.json({ success: false, error: 'no' }, { status }));
    expect(await signedIn().mint(preview)).toEqual({ ok: false, error: { code } });
  });

  it('turns a 429 mint-daily-limit answer into mint-daily-limit', async () => {
    stubFetch(Response.json({ type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'mint-daily-limit', limit: 20 }, { status: 429 }));
    expect(await signedIn().mint(preview)).toEqual({ ok: false, error: { code: 'mint-daily-limit' } });
  });

  it('writes prices in plain decimals, at most 8', () => {
    expect([priceText(0.00000001), priceText(0.0015), priceText(100), priceText(1.5)]).toEqual(['0.00000001', '0.0015', '100', '1.5']);
  });

  it('loads lazily: a failed load is unavailable and is tried again', async () => {
    let attempts = 0;
    const portfolio = new LazyPortfolio(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return new HttpPortfolio(() => false, () => ORIGIN);
    });
    expect([await portfolio.holdings(), await portfolio.holdings(), attempts]).toEqual([
      { ok: false, error: { code: 'portfolio-unavailable' } },
      { ok: false, error: { code: 'signed-out' } },
      2,
    ]);
  });
});
