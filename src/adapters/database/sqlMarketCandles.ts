import { sql } from 'drizzle-orm';
import { MAX_CANDLES, type Candle, type CandleInterval } from '../../domain/exchange/market/candles';
import type { MarketCandles } from '../../ports/marketCandles.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, rowsOf, type Row } from './sqlMarketRows';

/**
 * The candles in PostgreSQL or PGlite (`market_candles`, migration 0028), kept by the statement that records the
 * trades (`candleUpserts.ts`). One statement answers: the item's row (none: unknown item) joined with its newest
 * candles, read by the primary key's order.
 */
export class SqlMarketCandles implements MarketCandles {
  constructor(private readonly db: Database) {}

  async of(itemId: string, interval: CandleInterval): Promise<readonly Candle[] | null> {
    const rows = await guardDatabase(() =>
      rowsOf(
        this.db,
        sql`SELECT c.* FROM market_items i LEFT JOIN LATERAL (
          SELECT starts_at, open_satoshis, high_satoshis, low_satoshis, close_satoshis, tokens, volume_satoshis, trades FROM market_candles
          WHERE item_id = i.item_id AND span = ${interval} ORDER BY starts_at DESC LIMIT ${MAX_CANDLES}
        ) c ON TRUE WHERE i.item_id = ${itemId}`,
      ),
    );
    if (rows.length === 0) return null;
    return rows.filter((row) => row['starts_at'] !== null).map(toCandle).reverse();
  }
}

const toCandle = (row: Row): Candle => ({
  startsAt: num(row['starts_at']),
  openSatoshis: num(row['open_satoshis']),
  highSatoshis: num(row['high_satoshis']),
  lowSatoshis: num(row['low_satoshis']),
  closeSatoshis: num(row['close_satoshis']),
  tokens: num(row['tokens']),
  volumeSatoshis: num(row['volume_satoshis']),
  trades: num(row['trades']),
});
