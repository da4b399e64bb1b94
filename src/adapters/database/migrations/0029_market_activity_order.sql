-- The activity feed (issue 38, Build 5) reads, per kind of event, the newest rows by (time, row number) and merges a
-- page of each (`sqlMarketActivity.ts`). These indexes hold that order, so each kind reads a page of rows instead of
-- sorting every event of its kind. Partial where the kind is a subset of its table's rows, so the index the feed
-- reads holds only its events. The trades' time index and the offers' item index gain
-- the row number (each serves what it replaces).
CREATE INDEX market_trades_by_time_and_id ON market_trades (at DESC, id DESC);
--> statement-breakpoint
DROP INDEX market_trades_by_time;
--> statement-breakpoint
CREATE INDEX token_transfers_mints ON token_transfers (at DESC, id DESC) WHERE reason = 'mint';
--> statement-breakpoint
CREATE INDEX token_transfers_mints_by_item ON token_transfers (item_id, at DESC, id DESC) WHERE reason = 'mint';
--> statement-breakpoint
CREATE INDEX market_listings_listed ON market_listings (listed_at DESC, seq DESC) WHERE id NOT LIKE 'offer-%';
--> statement-breakpoint
CREATE INDEX market_listings_listed_by_item ON market_listings (item_id, listed_at DESC, seq DESC) WHERE id NOT LIKE 'offer-%';
--> statement-breakpoint
CREATE INDEX market_listings_withdrawn ON market_listings (withdrawn_at DESC, seq DESC) WHERE withdrawn_at IS NOT NULL AND id NOT LIKE 'offer-%';
--> statement-breakpoint
CREATE INDEX market_offers_made ON market_offers (created_at DESC, seq DESC);
--> statement-breakpoint
CREATE INDEX market_offers_made_by_item ON market_offers (item_id, created_at DESC, seq DESC);
--> statement-breakpoint
DROP INDEX market_offers_by_item;
--> statement-breakpoint
CREATE INDEX market_offers_withdrawn ON market_offers (withdrawn_at DESC, seq DESC) WHERE withdrawn_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX market_offers_accepted ON market_offers (accepted_at DESC, seq DESC) WHERE accepted_at IS NOT NULL;
