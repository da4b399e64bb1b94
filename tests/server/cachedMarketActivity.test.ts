import { describe, expect, it } from 'vitest';
import { CachedMarketActivity } from '../../src/adapters/database/cachedMarketActivity';
import type { ChangeSignal, ChangeSignals } from '../../src/ports/changeSignals.port';
import type { ActivityEvent } from '../../src/domain/exchange/market/activity';
import type { ListPage, PageRequest } from '../../src/ports/listPage';
import type { MarketActivity } from '../../src/ports/marketActivity.port';

const sale = (id: number, itemId = 'item-1'): ActivityEvent => ({ id, kind: 'sale', itemId, at: id, actor: 'bob', counterparty: 'alice', quantity: 1, priceSatoshis: 5 });
const FIRST: PageRequest = { after: null, limit: 30 };

/** A feed whose reads wait until `answer()`, answer the events recorded when they began, and are counted. */
function slowFeed() {
  let events: ActivityEvent[] = [];
  const waiting: (() => void)[] = [];
  const inner: MarketActivity & { reads: number } = {
    reads: 0,
    page(itemId, request) {
      inner.reads += 1;
      const items = events.filter((event) => itemId === null || event.itemId === itemId).slice(0, request.limit);
      return new Promise<ListPage<ActivityEvent>>((resolve) => waiting.push(() => resolve({ items, next: null })));
    },
  };
  return { inner, record: (event: ActivityEvent) => (events = [event, ...events]), answer: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

/** Change signals the test hears as the servers would: `hear` hands one to every listener. */
function heardSignals() {
  const listeners: ((signal: ChangeSignal) => void)[] = [];
  const signals: ChangeSignals = { send: async () => undefined, listen: (listener) => (listeners.push(listener), () => undefined), close: async () => undefined };
  return { signals, hear: (topic: ChangeSignal['topic']) => listeners.forEach((listener) => listener({ topic, key: null, fromHere: false })) };
}

describe('the cached activity feed', () => {
  it('shares one read among concurrent readers of a first page and answers it from memory until the time is up', async () => {
    let now = 0;
    const { inner, record, answer } = slowFeed();
    record(sale(1));
    const cached = new CachedMarketActivity(inner, null, 250, () => now);
    const first = [cached.page(null, FIRST), cached.page(null, FIRST)];
    answer();
    expect((await Promise.all(first)).map((page) => page.items)).toEqual([[sale(1)], [sale(1)]]);
    now = 249;
    await cached.page(null, FIRST);
    expect(inner.reads).toBe(1);
    now = 250;
    const expired = cached.page(null, FIRST);
    answer();
    await expired;
    expect(inner.reads).toBe(2);
  });

  it('keeps the market’s and each item’s first page, of each size, apart, and always reads a later page', async () => {
    const { inner, record, answer } = slowFeed();
    record(sale(1, 'item-1'));
    record(sale(2, 'item-2'));
    const cached = new CachedMarketActivity(inner, null, 60_000, () => 0);
    const pages = [cached.page(null, FIRST), cached.page('item-1', FIRST), cached.page(null, { after: null, limit: 1 }), cached.page(null, { after: { at: 9, id: 9 }, limit: 30 })];
    answer();
    expect((await Promise.all(pages)).map((page) => page.items.map((event) => event.id))).toEqual([[2, 1], [1], [2], [2, 1]]);
    const later = cached.page(null, { after: { at: 9, id: 9 }, limit: 30 });
    answer();
    await later;
    expect(inner.reads).toBe(5);
  });

  it('drops its pages when the market changes, and never keeps or shares a read that began before the change', async () => {
    const { inner, record, answer } = slowFeed();
    const { signals, hear } = heardSignals();
    const cached = new CachedMarketActivity(inner, signals, 60_000, () => 0);
    const before = cached.page(null, FIRST);
    record(sale(1));
    hear('market');
    const after = cached.page(null, FIRST);
    answer();
    expect([(await before).items, (await after).items]).toEqual([[], [sale(1)]]);
    expect((await cached.page(null, FIRST)).items).toEqual([sale(1)]);
    record(sale(2));
    hear('claims');
    expect((await cached.page(null, FIRST)).items).toEqual([sale(1)]);
    hear('everything');
    const fresh = cached.page(null, FIRST);
    answer();
    expect([(await fresh).items, inner.reads]).toEqual([[sale(2), sale(1)], 3]);
  });

  it('passes a failed read to its readers and keeps nothing of it', async () => {
    let fail = true;
    const inner: MarketActivity = { page: async () => (fail ? Promise.reject(new Error('database unavailable')) : { items: [sale(1)], next: null }) };
    const cached = new CachedMarketActivity(inner, null, 60_000, () => 0);
    await expect(cached.page(null, FIRST)).rejects.toThrow('database unavailable');
    fail = false;
    expect((await cached.page(null, FIRST)).items).toEqual([sale(1)]);
  });
});
