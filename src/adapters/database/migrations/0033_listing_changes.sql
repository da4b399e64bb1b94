-- A listing's steps in the activity feed (issue 38, Build 5): the terms it was opened with, and each change of them.
-- The listing row keeps only its terms now (sales lower its quantity, a change rewrites both), so the feed read the
-- opening as "listed 0 tokens" once sold out, and a change left no trace. `listed_quantity` and
-- `listed_price_satoshis` keep the opening terms (NULL on listings opened before this migration: the feed falls back
-- to the terms now, which is all that is known of them); `market_listing_changes` keeps each change, numbered by
-- `seq` for its event id and ordered by (time, seq) like the feed's other kinds, for the market and per item.
ALTER TABLE market_listings ADD COLUMN listed_quantity bigint;
--> statement-breakpoint
ALTER TABLE market_listings ADD COLUMN listed_price_satoshis bigint;
--> statement-breakpoint
CREATE TABLE market_listing_changes (
  seq bigserial PRIMARY KEY,
  listing_id text NOT NULL REFERENCES market_listings (id),
  item_id text NOT NULL,
  seller text NOT NULL,
  quantity bigint NOT NULL CHECK (quantity >= 0),
  price_satoshis bigint NOT NULL CHECK (price_satoshis > 0),
  changed_at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX market_listing_changes_by_time ON market_listing_changes (changed_at DESC, seq DESC);
--> statement-breakpoint
CREATE INDEX market_listing_changes_by_item ON market_listing_changes (item_id, changed_at DESC, seq DESC);
