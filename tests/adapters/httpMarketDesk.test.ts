import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpMarketDesk } from '../../src/adapters/http/httpMarketDesk.adapter';

function stubFetch(...answers: Response[]) {
  const calls: { url: string; method: string | undefined; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return answers.shift() ?? Response.error();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const purchase = {
  listingId: 'l1',
  itemId: 'i1',
  buyer: 'b',
  seller: 'a',
  quantity: 10,
  priceSatoshis: 10_000,
  subtotalSatoshis: 100_000,
  feeSatoshis: 2_500,
  totalSatoshis: 102_500,
  receivers: [{ handle: 'a', satoshis: 100_000 }],
  idempotencyKey: 'k',
  state: 'paid',
  refusal: null,
  transactionId: 'tx1',
  createdAt: 1,
  paidAt: 2,
};
const listing = { id: 'l1', itemId: 'i1', seller: 'a', quantity: 5, priceSatoshis: 10_000, listedAt: 1 };
const share = (holder: string, satoshis: number) => ({ holder, satoshis, batch: 0, transactionId: 'tx', paidAt: 2 });
const distribution = { idempotencyKey: 'd', itemId: 'i1', distributor: 'a', amountSatoshis: 150, state: 'paid', refusal: null, createdAt: 1, leaseUntil: 0 };

const problem = (status: number, code: string) => Response.json({ type: `/api#${code}`, title: code, status, code, success: false }, { status });

describe('the market desk over HTTP', () => {
  it('buys, lists, changes, withdraws and distributes through /api/market, answering what was paid', async () => {
    const calls = stubFetch(
      Response.json({ success: true, purchase, replayed: false }, { status: 201 }),
      Response.json({ success: true, listing }, { status: 201 }),
      Response.json({ success: true, listing: { ...listing, quantity: 3 } }),
      Response.json({ success: true }),
      Response.json({ success: true, distribution: { ...distribution, shares: [share('b', 100), share('c', 50)] }, replayed: false }, { status: 201 }),
      Response.json({ success: true, trades: [{ at: 1, priceSatoshis: 10_000 }] }),
    );
    const desk = new HttpMarketDesk();
    expect(await desk.buy({ listingId: 'l1', quantity: 10, idempotencyKey: 'k' })).toEqual({ ok: true, value: { quantity: 10, totalSatoshis: 102_500, transactionId: 'tx1', receivers: [{ handle: 'a', satoshis: 100_000 }] } });
    expect(await desk.list({ itemId: 'i1', quantity: 5, price: '0.0001' })).toEqual({ ok: true, value: undefined });
    expect(await desk.change('l 1', { quantity: 3, price: '0.0002' })).toEqual({ ok: true, value: undefined });
    expect(await desk.withdraw('l 1')).toEqual({ ok: true, value: undefined });
    expect(await desk.distribute({ itemId: 'i1', amount: '0.0001', idempotencyKey: 'd' })).toEqual({ ok: true, value: { paidSatoshis: 150, holders: 2 } });
    expect(await desk.history('item 1')).toEqual({ ok: true, value: [{ at: 1, priceSatoshis: 10_000 }] });
    expect(calls.map(({ url, method, body }) => [`${method} ${url}`, body])).toEqual([
      ['POST /api/market/purchases', { listingId: 'l1', quantity: 10, idempotencyKey: 'k' }],
      ['POST /api/market/listings', { itemId: 'i1', quantity: 5, price: '0.0001' }],
      ['PATCH /api/market/listings/l%201', { quantity: 3, price: '0.0002' }],
      ['DELETE /api/market/listings/l%201', undefined],
      ['POST /api/market/dividends', { itemId: 'i1', amount: '0.0001', idempotencyKey: 'd' }],
      ['GET /api/market/trades/item%201', undefined],
    ]);
  });

  it('reads every answer with the route’s schema: one that does not match is unavailable, not half read', async () => {
    stubFetch(
      Response.json({ success: true, purchase: { quantity: 10, totalSatoshis: 102_500, transactionId: 'tx1' }, replayed: false }, { status: 201 }),
      Response.json({ success: true, listing: {} }, { status: 201 }),
      Response.json({ success: true, trades: [{ at: 1, priceSatoshis: 10_000 }, { at: 'x' }] }),
      Response.json({ success: true, purchase: { ...purchase, transactionId: null, state: 'pending-check' }, replayed: false }, { status: 201 }),
    );
    const desk = new HttpMarketDesk();
    expect([
      await desk.buy({ listingId: 'l1', quantity: 10, idempotencyKey: 'k' }),
      await desk.list({ itemId: 'i1', quantity: 5, price: '0.0001' }),
      await desk.history('i1'),
      await desk.buy({ listingId: 'l1', quantity: 10, idempotencyKey: 'k' }),
    ]).toEqual(Array(4).fill({ ok: false, error: { code: 'unavailable' } }));
  });

  it('passes the problem’s code on, and says unavailable without an answer', async () => {
    stubFetch(problem(409, 'not-enough-tokens'), problem(401, 'not-authenticated'), problem(403, 'not-listing-owner'), problem(404, 'unknown-listing'), Response.json({}, { status: 500 }));
    const desk = new HttpMarketDesk();
    expect([
      await desk.buy({ listingId: 'l1', quantity: 1, idempotencyKey: 'k' }),
      await desk.list({ itemId: 'i', quantity: 1, price: '1' }),
      await desk.change('l1', { quantity: 1, price: '1' }),
      await desk.withdraw('l1'),
      await desk.buy({ listingId: 'l1', quantity: 1, idempotencyKey: 'k' }),
      await desk.buy({ listingId: 'l1', quantity: 1, idempotencyKey: 'k' }),
    ]).toEqual([
      { ok: false, error: { code: 'not-enough-tokens' } },
      { ok: false, error: { code: 'not-authenticated' } },
      { ok: false, error: { code: 'not-listing-owner' } },
      { ok: false, error: { code: 'unknown-listing' } },
      { ok: false, error: { code: 'unavailable' } },
      { ok: false, error: { code: 'unavailable' } },
    ]);
  });

  it('reads an item’s kept files with the route’s schema, passing files-not-kept on and an answer off the schema as unavailable', async () => {
    const calls = stubFetch(
      Response.json({ success: true, itemId: 'item 1', files: [{ name: 'a.ts', content: 'x' }] }),
      problem(404, 'files-not-kept'),
      Response.json({ success: true, itemId: 'item-2', files: [{ name: '', content: 1 }] }),
    );
    const desk = new HttpMarketDesk();
    expect([await desk.filesOf('item 1'), await desk.filesOf('old'), await desk.filesOf('item-2')]).toEqual([
      { ok: true, value: [{ name: 'a.ts', content: 'x' }] },
      { ok: false, error: { code: 'files-not-kept' } },
      { ok: false, error: { code: 'unavailable' } },
    ]);
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual(['GET /api/market/items/item%201/files', 'GET /api/market/items/old/files', 'GET /api/market/items/item-2/files']);
  });

  it('reads an item’s candles of an interval with the route’s schema, and passes a problem’s code on', async () => {
    const candle = { startsAt: 0, openSatoshis: 1, highSatoshis: 2, lowSatoshis: 1, closeSatoshis: 2, tokens: 3, volumeSatoshis: 5, trades: 2 };
    const calls = stubFetch(Response.json({ success: true, interval: 'day', candles: [candle] }), problem(404, 'unknown-item'), Response.json({ success: true, interval: 'day', candles: [{ startsAt: 'x' }] }));
    const desk = new HttpMarketDesk();
    expect(await desk.candles('item 1', 'day')).toEqual({ ok: true, value: [candle] });
    expect(await desk.candles('gone', 'hour')).toEqual({ ok: false, error: { code: 'unknown-item' } });
    expect(await desk.candles('item-1', 'day')).toEqual({ ok: false, error: { code: 'unavailable' } });
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/market/items/item%201/candles?interval=day',
      'GET /api/market/items/gone/candles?interval=hour',
      'GET /api/market/items/item-1/candles?interval=day',
    ]);
  });
});
