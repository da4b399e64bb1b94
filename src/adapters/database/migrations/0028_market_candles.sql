-- Price history (issue 38, Build 4): an item's trades summed into candles by hour and by day, kept in the same
-- statement that records each trade (`candleUpserts.ts`), so the chart reads a few rows instead of every trade.
-- `span` is the interval (hour or day); `starts_at` the bucket's start (ms, a whole multiple of the interval);
-- `first_at` / `last_at` the times of the bucket's first and last trade, which decide the open and close when
-- trades of one bucket arrive in several statements.
CREATE TABLE market_candles (
  item_id text NOT NULL,
  span text NOT NULL CHECK (span IN ('hour', 'day')),
  starts_at bigint NOT NULL,
  open_satoshis bigint NOT NULL,
  high_satoshis bigint NOT NULL,
  low_satoshis bigint NOT NULL,
  close_satoshis bigint NOT NULL,
  tokens bigint NOT NULL,
  volume_satoshis bigint NOT NULL,
  trades integer NOT NULL,
  first_at bigint NOT NULL,
  last_at bigint NOT NULL,
  PRIMARY KEY (item_id, span, starts_at)
);
--> statement-breakpoint
-- The trades recorded before this migration, summed once.
INSERT INTO market_candles (item_id, span, starts_at, open_satoshis, high_satoshis, low_satoshis, close_satoshis, tokens, volume_satoshis, trades, first_at, last_at)
SELECT t.item_id, b.span, t.at / b.ms * b.ms,
  (array_agg(t.price_satoshis ORDER BY t.at, t.id))[1], max(t.price_satoshis), min(t.price_satoshis),
  (array_agg(t.price_satoshis ORDER BY t.at DESC, t.id DESC))[1], sum(t.quantity), sum(t.quantity * t.price_satoshis), count(*), min(t.at), max(t.at)
FROM market_trades t CROSS JOIN (VALUES ('hour', 3600000::bigint), ('day', 86400000::bigint)) b (span, ms)
GROUP BY t.item_id, b.span, t.at / b.ms * b.ms;
