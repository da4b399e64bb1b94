import { sql, type SQL } from 'drizzle-orm';

/** Each candle interval's bucket length in ms, as SQL rows `(span, ms)` (`CANDLE_INTERVAL_MS`). */
const SPANS = sql`(VALUES ('hour', 3600000::bigint), ('day', 86400000::bigint)) b (span, ms)`;

/**
 * A CTE body that folds the trades of `source` into `market_candles` (migration 0028), for the statement that records
 * them. `source` has `item_id`, `at`, `ord` (the order within the statement), `quantity` and `price_satoshis`. A
 * bucket already holding trades keeps its open unless these start earlier, and takes their close unless they end
 * earlier: trades at the same moment count in the order recorded, as `candlesOf` says.
 */
export function candleUpserts(source: SQL): SQL {
  return sql`
    INSERT INTO market_candles (item_id, span, starts_at, open_satoshis, high_satoshis, low_satoshis, close_satoshis, tokens, volume_satoshis, trades, first_at, last_at)
    SELECT s.item_id, b.span, s.at / b.ms * b.ms,
      (array_agg(s.price_satoshis ORDER BY s.at, s.ord))[1], max(s.price_satoshis), min(s.price_satoshis),
      (array_agg(s.price_satoshis ORDER BY s.at DESC, s.ord DESC))[1], sum(s.quantity), sum(s.quantity * s.price_satoshis), count(*), min(s.at), max(s.at)
    FROM (${source}) s CROSS JOIN ${SPANS}
    GROUP BY s.item_id, b.span, s.at / b.ms * b.ms
    ON CONFLICT (item_id, span, starts_at) DO UPDATE SET
      open_satoshis = CASE WHEN EXCLUDED.first_at < market_candles.first_at THEN EXCLUDED.open_satoshis ELSE market_candles.open_satoshis END,
      high_satoshis = GREATEST(market_candles.high_satoshis, EXCLUDED.high_satoshis),
      low_satoshis = LEAST(market_candles.low_satoshis, EXCLUDED.low_satoshis),
      close_satoshis = CASE WHEN EXCLUDED.last_at >= market_candles.last_at THEN EXCLUDED.close_satoshis ELSE market_candles.close_satoshis END,
      tokens = market_candles.tokens + EXCLUDED.tokens,
      volume_satoshis = market_candles.volume_satoshis + EXCLUDED.volume_satoshis,
      trades = market_candles.trades + EXCLUDED.trades,
      first_at = LEAST(market_candles.first_at, EXCLUDED.first_at),
      last_at = GREATEST(market_candles.last_at, EXCLUDED.last_at)`;
}
