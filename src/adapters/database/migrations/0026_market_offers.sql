-- Offers (issue 38, Build 3): a buyer offers a price a token for N tokens of an item, open until it expires. The
-- buyer's session token is kept sealed while the offer is open (the buyer pays when a holder accepts); an accepted
-- offer names its seller and the purchase (market_purchases) that settles it, recorded with the acceptance.
CREATE TABLE market_offers (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES market_items (item_id),
  buyer text NOT NULL,
  quantity bigint NOT NULL CHECK (quantity > 0),
  price_satoshis bigint NOT NULL CHECK (price_satoshis > 0),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('open', 'withdrawn', 'accepted')),
  seller text,
  accepted_at bigint,
  purchase_key text UNIQUE,
  withdrawn_at bigint,
  buyer_token_ciphertext text
);
--> statement-breakpoint
CREATE INDEX market_offers_by_item ON market_offers (item_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX market_offers_by_buyer ON market_offers (buyer, created_at DESC);
--> statement-breakpoint
-- The activity feed (issue 38, Build 5) pages events by (time, id); listings and offers get a row number for the id.
ALTER TABLE market_offers ADD COLUMN seq bigserial;
--> statement-breakpoint
ALTER TABLE market_listings ADD COLUMN seq bigserial;
