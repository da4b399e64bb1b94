import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_FIGURES, rankingsOfKept, summaryOfKept, withChangedItems } from '../../../../src/domain/exchange/market/keptFigures';
import { marketRankings, marketSummary, type ItemMarketStats } from '../../../../src/domain/exchange/market/marketStats';
import { mergeSorted } from '../../../../src/domain/shared/mergeSorted';

const ITEM_IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** An item's figures as a board may hold them: no trade yet, or traded before or in the day (ties are likely). */
const statsOf = (itemId: string): fc.Arbitrary<ItemMarketStats> =>
  fc.record({
    itemId: fc.constant(itemId),
    lastPriceSatoshis: fc.option(fc.integer({ min: 1, max: 50 })),
    volume24hSatoshis: fc.integer({ min: 0, max: 5 }).map((units) => units * 1_000),
    trades24h: fc.integer({ min: 0, max: 3 }),
    change24hPercent: fc.option(fc.constantFrom(-50, 0, 12.5, 100)),
    marketCapSatoshis: fc.option(fc.integer({ min: 1, max: 1e9 })),
    holders: fc.integer({ min: 0, max: 4 }),
  });

/** One write's changes: some items' new figures, or null when an item has none any more. */
const change = fc
  .uniqueArray(fc.constantFrom(...ITEM_IDS), { maxLength: 4 })
  .chain((ids) => fc.tuple(...ids.map((itemId) => fc.option(statsOf(itemId), { freq: 4 }).map((stats) => [itemId, stats] as const))));

describe('the kept market figures', () => {
  it('answer what the stat cards and rankings answer over every item, after any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), fc.integer({ min: 1, max: 5 }), (changes, size) => {
        let kept = NO_FIGURES;
        const all = new Map<string, ItemMarketStats>();
        for (const items of changes) {
          kept = withChangedItems(kept, new Map(items));
          for (const [itemId, stats] of items) {
            if (stats === null) all.delete(itemId);
            else all.set(itemId, stats);
          }
          expect(summaryOfKept(kept, 3, 7)).toEqual(marketSummary([...all.values()], 3, 7));
          expect(rankingsOfKept(kept, size)).toEqual(marketRankings([...all.values()], size));
          expect(new Map(kept.stats)).toEqual(all);
        }
      }),
    );
  });

  it('keep the figures of items a change does not name, as they were', () => {
    const first = withChangedItems(NO_FIGURES, new Map([['a', { itemId: 'a', lastPriceSatoshis: 5, volume24hSatoshis: 10, trades24h: 1, change24hPercent: 0, marketCapSatoshis: 50, holders: 1 }]]));
    const second = withChangedItems(first, new Map([['b', null]]));
    expect(second.stats.get('a')).toBe(first.stats.get('a'));
    expect(summaryOfKept(second, 0, 0)).toEqual({ marketCapSatoshis: 50, volume24hSatoshis: 10, activeTraders24h: 0, dividendsPaid24hSatoshis: 0 });
  });
});

describe('merging sorted lists', () => {
  it('is the sort of both lists, the first list first on ties', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20)), fc.array(fc.nat(20)), (a, b) => {
        const byValue = (x: { value: number }, y: { value: number }) => x.value - y.value;
        const left = a.map((value) => ({ value, from: 'a' })).sort(byValue);
        const right = b.map((value) => ({ value, from: 'b' })).sort(byValue);
        expect(mergeSorted(left, right, byValue)).toEqual([...left, ...right].sort(byValue));
      }),
    );
  });
});
