-- The market's figures kept with each trade (issue 30, benchmarks): the board reads these small tables instead of
-- every trade. Written in the same statement as the trade (`SqlMarketRepository.completePurchase`).
-- How many people hold tokens of an item, kept as holdings cross zero.
ALTER TABLE market_items ADD COLUMN holders integer NOT NULL DEFAULT 0 CHECK (holders >= 0);
--> statement-breakpoint
UPDATE market_items i SET holders = h.holders
FROM (SELECT item_id, count(*) AS holders FROM token_holdings WHERE tokens > 0 GROUP BY item_id) h WHERE h.item_id = i.item_id;
--> statement-breakpoint
-- An item's trades summed by hour (`hour` = floor(at / 3600000)): the 24-hour figures add up the window's hours.
CREATE TABLE market_trade_hours (
  item_id text NOT NULL,
  hour bigint NOT NULL,
  volume_satoshis bigint NOT NULL,
  trades integer NOT NULL,
  -- The price of the hour's first trade, and the item's last price before it (null: none before).
  first_price_satoshis bigint NOT NULL,
  price_before_satoshis bigint,
  PRIMARY KEY (item_id, hour)
);
--> statement-breakpoint
CREATE INDEX market_trade_hours_by_hour ON market_trade_hours (hour);
--> statement-breakpoint
-- Who bought or sold in each hour (the active traders card).
CREATE TABLE market_trader_hours (
  hour bigint NOT NULL,
  trader text NOT NULL,
  PRIMARY KEY (hour, trader)
);
--> statement-breakpoint
INSERT INTO market_trade_hours (item_id, hour, volume_satoshis, trades, first_price_satoshis, price_before_satoshis)
SELECT item_id, hour, sum(quantity * price_satoshis), count(*), (array_agg(price_satoshis ORDER BY at, id))[1], (array_agg(before ORDER BY at, id))[1]
FROM (
  SELECT item_id, at / 3600000 AS hour, at, id, quantity, price_satoshis, lag(price_satoshis) OVER (PARTITION BY item_id ORDER BY at, id) AS before
  FROM market_trades
) t GROUP BY item_id, hour;
--> statement-breakpoint
INSERT INTO market_trader_hours (hour, trader)
SELECT at / 3600000, buyer FROM market_trades UNION SELECT at / 3600000, seller FROM market_trades;
