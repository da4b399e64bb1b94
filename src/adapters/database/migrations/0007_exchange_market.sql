-- The exchange's market (issue 30): items, the holdings ledger, listings, purchases, trades and dividends.
-- Amounts are whole satoshis, quantities whole tokens, times epoch ms.
CREATE TABLE market_items (
  item_id text PRIMARY KEY,
  owner_handle text NOT NULL CHECK (owner_handle <> ''),
  name text NOT NULL,
  description text NOT NULL,
  code_type text NOT NULL,
  language text NOT NULL,
  supply bigint NOT NULL CHECK (supply > 0),
  minted_at bigint NOT NULL,
  -- The latest trade's price and time, written with each trade (so the board reads no trade for it); null before.
  last_price_satoshis bigint,
  last_trade_at bigint
);
--> statement-breakpoint
-- The ledger: every transfer a row (from_handle null: minted).
CREATE TABLE token_transfers (
  id bigserial PRIMARY KEY,
  item_id text NOT NULL REFERENCES market_items (item_id),
  from_handle text,
  to_handle text NOT NULL,
  quantity bigint NOT NULL CHECK (quantity > 0),
  reason text NOT NULL CHECK (reason IN ('mint', 'purchase')),
  at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX token_transfers_by_item ON token_transfers (item_id, id);
--> statement-breakpoint
-- The ledger's sums, kept in the same transaction as each transfer; never negative.
CREATE TABLE token_holdings (
  item_id text NOT NULL REFERENCES market_items (item_id),
  holder text NOT NULL,
  tokens bigint NOT NULL CHECK (tokens >= 0),
  PRIMARY KEY (item_id, holder)
);
--> statement-breakpoint
CREATE INDEX token_holdings_by_holder ON token_holdings (holder) WHERE tokens > 0;
--> statement-breakpoint
CREATE TABLE market_listings (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES market_items (item_id),
  seller text NOT NULL,
  quantity bigint NOT NULL CHECK (quantity >= 0),
  price_satoshis bigint NOT NULL CHECK (price_satoshis > 0),
  listed_at bigint NOT NULL,
  withdrawn_at bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX market_listings_one_open ON market_listings (item_id, seller) WHERE withdrawn_at IS NULL;
--> statement-breakpoint
CREATE INDEX market_listings_open ON market_listings (listed_at DESC, id DESC) WHERE withdrawn_at IS NULL AND quantity > 0;
--> statement-breakpoint
CREATE TABLE market_purchases (
  idempotency_key text PRIMARY KEY,
  listing_id text NOT NULL REFERENCES market_listings (id),
  item_id text NOT NULL,
  buyer text NOT NULL,
  seller text NOT NULL,
  quantity bigint NOT NULL CHECK (quantity > 0),
  price_satoshis bigint NOT NULL,
  subtotal_satoshis bigint NOT NULL,
  fee_satoshis bigint NOT NULL,
  total_satoshis bigint NOT NULL,
  -- [{"handle": "...", "satoshis": n}]
  receivers jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('pending-check', 'paid', 'failed')),
  refusal text,
  transaction_id text,
  created_at bigint NOT NULL,
  paid_at bigint,
  lease_until bigint NOT NULL,
  buyer_token_ciphertext text
);
--> statement-breakpoint
CREATE INDEX market_purchases_pending ON market_purchases (item_id, seller) WHERE state = 'pending-check';
--> statement-breakpoint
CREATE TABLE market_trades (
  id bigserial PRIMARY KEY,
  purchase_key text NOT NULL UNIQUE REFERENCES market_purchases (idempotency_key),
  item_id text NOT NULL,
  buyer text NOT NULL,
  seller text NOT NULL,
  quantity bigint NOT NULL,
  price_satoshis bigint NOT NULL,
  at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX market_trades_by_item ON market_trades (item_id, at, id);
--> statement-breakpoint
CREATE INDEX market_trades_by_time ON market_trades (at);
--> statement-breakpoint
CREATE INDEX market_trades_by_buyer ON market_trades (buyer);
--> statement-breakpoint
CREATE INDEX market_trades_by_seller ON market_trades (seller);
--> statement-breakpoint
CREATE TABLE dividend_distributions (
  idempotency_key text PRIMARY KEY,
  item_id text NOT NULL REFERENCES market_items (item_id),
  distributor text NOT NULL,
  amount_satoshis bigint NOT NULL CHECK (amount_satoshis > 0),
  state text NOT NULL CHECK (state IN ('paying', 'paid', 'failed')),
  refusal text,
  created_at bigint NOT NULL,
  lease_until bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE dividend_shares (
  distribution_key text NOT NULL REFERENCES dividend_distributions (idempotency_key),
  holder text NOT NULL,
  satoshis bigint NOT NULL CHECK (satoshis > 0),
  batch integer NOT NULL,
  transaction_id text,
  paid_at bigint,
  PRIMARY KEY (distribution_key, holder)
);
--> statement-breakpoint
CREATE INDEX dividend_shares_by_holder ON dividend_shares (holder) WHERE paid_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX dividend_shares_paid_at ON dividend_shares (paid_at) WHERE paid_at IS NOT NULL;
