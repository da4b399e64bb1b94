-- The creator's royalty on every resale of an item (issue 38): a whole percent from 0 to 10, set at mint.
ALTER TABLE market_items ADD COLUMN royalty_percent integer NOT NULL DEFAULT 0 CHECK (royalty_percent BETWEEN 0 AND 10);
--> statement-breakpoint
-- The sandbox wallet keeps the royalty with the item it minted, as HandCash keeps it in an attribute.
ALTER TABLE minted_items ADD COLUMN royalty_percent integer NOT NULL DEFAULT 0 CHECK (royalty_percent BETWEEN 0 AND 10);
