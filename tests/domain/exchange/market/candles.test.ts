import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, candlesOf, type CandleTrade } from '../../../../src/domain/exchange/market/candles';
import { DAY_MS, HOUR_MS } from '../../../../src/domain/exchange/market/marketRules';

const T0 = Date.UTC(2026, 10, 28);
const trade = (at: number, quantity: number, priceSatoshis: number): CandleTrade => ({ at, quantity, priceSatoshis });

const trades = fc.array(
  fc.record({ at: fc.integer({ min: T0, max: T0 + 3 * DAY_MS }), quantity: fc.integer({ min: 1, max: 1_000 }), priceSatoshis: fc.integer({ min: 1, max: 10_000_000 }) }),
  { maxLength: 60 },
);

describe('candles', () => {
  it('sum an hour: open the first trade, close the last, high and low, tokens and satoshis', () => {
    const hour = [trade(T0 + 10, 2, 500), trade(T0 + 20, 1, 900), trade(T0 + 20, 3, 300), trade(T0 + HOUR_MS, 1, 700)];
    expect(candlesOf(hour, 'hour')).toEqual([
      { startsAt: T0, openSatoshis: 500, highSatoshis: 900, lowSatoshis: 300, closeSatoshis: 300, tokens: 6, volumeSatoshis: 2_800, trades: 3 },
      { startsAt: T0 + HOUR_MS, openSatoshis: 700, highSatoshis: 700, lowSatoshis: 700, closeSatoshis: 700, tokens: 1, volumeSatoshis: 700, trades: 1 },
    ]);
    expect(candlesOf(hour, 'day')).toEqual([{ startsAt: T0, openSatoshis: 500, highSatoshis: 900, lowSatoshis: 300, closeSatoshis: 700, tokens: 7, volumeSatoshis: 3_500, trades: 4 }]);
    expect(candlesOf([], 'day')).toEqual([]);
  });

  it('order trades by time, keeping the recorded order of those at the same moment', () => {
    expect(candlesOf([trade(T0 + 50, 1, 9), trade(T0 + 10, 1, 1), trade(T0 + 50, 1, 5)], 'hour')[0]).toMatchObject({ openSatoshis: 1, closeSatoshis: 5 });
  });

  it('start each bucket at a whole hour or day (UTC)', () => {
    expect(bucketOf(T0 + HOUR_MS + 59_999, 'hour')).toBe(T0 + HOUR_MS);
    expect(bucketOf(T0 + DAY_MS - 1, 'day')).toBe(T0);
  });

  it('agree with the trades they sum: volumes and counts add up, low ≤ open, close ≤ high, one candle a bucket (property)', () => {
    fc.assert(
      fc.property(trades, fc.constantFrom('hour' as const, 'day' as const), (list, interval) => {
        const candles = candlesOf(list, interval);
        expect(candles.reduce((sum, c) => sum + c.volumeSatoshis, 0)).toBe(list.reduce((sum, t) => sum + t.quantity * t.priceSatoshis, 0));
        expect(candles.reduce((sum, c) => sum + c.tokens, 0)).toBe(list.reduce((sum, t) => sum + t.quantity, 0));
        expect(candles.reduce((sum, c) => sum + c.trades, 0)).toBe(list.length);
        expect(new Set(candles.map((c) => c.startsAt)).size).toBe(candles.length);
        for (const c of candles) {
          expect(c.highSatoshis).toBeGreaterThanOrEqual(Math.max(c.openSatoshis, c.closeSatoshis));
          expect(c.lowSatoshis).toBeLessThanOrEqual(Math.min(c.openSatoshis, c.closeSatoshis));
          const inside = list.filter((t) => bucketOf(t.at, interval) === c.startsAt);
          expect(c.highSatoshis).toBe(Math.max(...inside.map((t) => t.priceSatoshis)));
          expect(c.lowSatoshis).toBe(Math.min(...inside.map((t) => t.priceSatoshis)));
        }
      }),
    );
  });
});
