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

const problem = (status: number, code: string) => Response.json({ type: `/api#${code}`, title: code, status, code, success: false }, { status });

describe('the market desk over HTTP', () => {
  it('buys, lists and distributes through /api/market, answering what was paid', async () => {
    const calls = stubFetch(
      Response.json({ success: true, purchase: { quantity: 10, totalSatoshis: 102_500, transactionId: 'tx1' }, replayed: false }, { status: 201 }),
      Response.json({ success: true, listing: {} }, { status: 201 }),
      Response.json({ success: true, distribution: { shares: [{ holder: 'b', satoshis: 100 }, { holder: 'c', satoshis: 50 }] } }, { status: 201 }),
      Response.json({ success: true, trades: [{ at: 1, priceSatoshis: 10_000 }, { at: 'x' }] }),
    );
    const desk = new HttpMarketDesk();
    expect(await desk.buy({ listingId: 'l1', quantity: 10, idempotencyKey: 'k' })).toEqual({ ok: true, value: { quantity: 10, totalSatoshis: 102_500, transactionId: 'tx1' } });
    expect(await desk.list({ itemId: 'i1', quantity: 5, price: '0.0001' })).toEqual({ ok: true, value: undefined });
    expect(await desk.distribute({ itemId: 'i1', amount: '0.0001', idempotencyKey: 'd' })).toEqual({ ok: true, value: { paidSatoshis: 150, holders: 2 } });
    expect(await desk.history('item 1')).toEqual({ ok: true, value: [{ at: 1, priceSatoshis: 10_000 }] });
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/market/purchases',
      'POST /api/market/listings',
      'POST /api/market/dividends',
      'GET /api/market/trades/item%201',
    ]);
  });

  it('passes the problem’s code on, and says unavailable without an answer', async () => {
    stubFetch(problem(409, 'not-enough-tokens'), problem(401, 'not-authenticated'), Response.json({}, { status: 500 }));
    const desk = new HttpMarketDesk();
    expect([
      await desk.buy({ listingId: 'l1', quantity: 1, idempotencyKey: 'k' }),
      await desk.list({ itemId: 'i', quantity: 1, price: '1' }),
      await desk.buy({ listingId: 'l1', quantity: 1, idempotencyKey: 'k' }),
      await desk.buy({ listingId: 'l1', quantity: 1, idempotencyKey: 'k' }),
    ]).toEqual([
      { ok: false, error: { code: 'not-enough-tokens' } },
      { ok: false, error: { code: 'not-authenticated' } },
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
});
