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
-- Each trader's latest hour with a trade (the active traders card counts those within the window).
CREATE TABLE market_traders (
  trader text PRIMARY KEY,
  last_hour bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX market_traders_by_hour ON market_traders (last_hour);
--> statement-breakpoint
INSERT INTO market_trade_hours (item_id, hour, volume_satoshis, trades, first_price_satoshis, price_before_satoshis)
SELECT item_id, hour, sum(quantity * price_satoshis), count(*), (array_agg(price_satoshis ORDER BY at, id))[1], (array_agg(before ORDER BY at, id))[1]
FROM (
  SELECT item_id, at / 3600000 AS hour, at, id, quantity, price_satoshis, lag(price_satoshis) OVER (PARTITION BY item_id ORDER BY at, id) AS before
  FROM market_trades
) t GROUP BY item_id, hour;
--> statement-breakpoint
INSERT INTO market_traders (trader, last_hour)
SELECT trader, max(at) / 3600000 FROM (SELECT buyer AS trader, at FROM market_trades UNION ALL SELECT seller, at FROM market_trades) t GROUP BY trader;
