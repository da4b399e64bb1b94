import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { emptyTables } from '../../support/databases';
import { SqlMarketCandles } from '../../../src/adapters/database/sqlMarketCandles';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { candlesOf } from '../../../src/domain/exchange/market/candles';
import { HOUR_MS } from '../../../src/domain/exchange/market/marketRules';
import { bothDatabases, openForSuite } from '../../support/databases';
import { ALICE, BOB, CAROL, market, mintedItem } from '../../application/exchange/market/marketFixture';

const bsv = (satoshis: number): string => (satoshis / 1e8).toFixed(8);

/** Alice lists item-1 and sells `trades` (minutes after the start, quantity, price) to Bob and Carol in turn. */
async function trade(connection: DatabaseConnection, trades: readonly { readonly minutes: number; readonly quantity: number; readonly price: number }[]) {
  const m = market([mintedItem('item-1', 10_000)], new SqlMarketRepository(connection.db));
  let remaining = 10_000;
  const listed = await m.listings.list(ALICE, { itemId: 'item-1', quantity: remaining, priceBsv: bsv(1_000) });
  if (!listed.ok) throw new Error(listed.error);
  let key = 0;
  for (const { minutes, quantity, price } of trades) {
    const changed = await m.listings.change(ALICE.handle, listed.value.id, { quantity: remaining, priceBsv: bsv(price) });
    if (!changed.ok) throw new Error(changed.error);
    m.clock.advance(minutes * 60_000);
    const bought = await m.purchases.buy(key % 2 === 0 ? BOB : CAROL, { listingId: listed.value.id, quantity, idempotencyKey: `key-${++key}` });
    expect(bought).toMatchObject({ kind: 'bought' });
    remaining -= quantity;
  }
  return m;
}

describe.each(bothDatabases())('the candles kept with the trades on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('answers an item’s hours and days from the trades recorded, and null for an unknown item', async () => {
    const m = await trade(connection, [
      { minutes: 1, quantity: 2, price: 1_000 },
      { minutes: 10, quantity: 1, price: 3_000 },
      { minutes: 10, quantity: 4, price: 500 },
      { minutes: 60, quantity: 1, price: 2_000 },
    ]);
    const candles = new SqlMarketCandles(connection.db);
    const hours = (await candles.of('item-1', 'hour'))!;
    expect(hours.map((c) => [c.openSatoshis, c.highSatoshis, c.lowSatoshis, c.closeSatoshis, c.tokens, c.volumeSatoshis, c.trades])).toEqual([
      [1_000, 3_000, 500, 500, 7, 7_000, 3],
      [2_000, 2_000, 2_000, 2_000, 1, 2_000, 1],
    ]);
    expect(hours[1]!.startsAt - hours[0]!.startsAt).toBe(HOUR_MS);
    expect(await candles.of('item-1', 'day')).toMatchObject([{ openSatoshis: 1_000, closeSatoshis: 2_000, tokens: 8, volumeSatoshis: 9_000, trades: 4 }]);
    expect(await candles.of('item-9', 'hour')).toBeNull();
    expect(m.gateway.payments).toHaveLength(4);
  });

  it('answers no candles for an item listed but never traded', async () => {
    await trade(connection, []);
    expect(await new SqlMarketCandles(connection.db).of('item-1', 'day')).toEqual([]);
  });

  it('agree with the trades they sum, in every interval (property)', async () => {
    const step = fc.record({ minutes: fc.integer({ min: 0, max: 90 }), quantity: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 100, max: 50_000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await emptyTables(connection);
        const m = await trade(connection, steps);
        const trades = (await m.repository.tradesOf('item-1')).map((t) => ({ at: t.at, quantity: t.quantity, priceSatoshis: t.priceSatoshis }));
        expect(trades).toHaveLength(steps.length);
        for (const interval of ['hour', 'day'] as const) {
          const kept = await new SqlMarketCandles(connection.db).of('item-1', interval);
          expect(kept).toEqual(candlesOf(trades, interval));
          for (const c of kept ?? []) {
            expect(c.highSatoshis).toBeGreaterThanOrEqual(Math.max(c.openSatoshis, c.closeSatoshis));
            expect(c.lowSatoshis).toBeLessThanOrEqual(Math.min(c.openSatoshis, c.closeSatoshis));
          }
        }
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
