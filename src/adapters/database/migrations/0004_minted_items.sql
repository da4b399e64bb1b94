-- Code NFTs minted with the sandbox wallet (embedded default), so a minted item survives a restart. Times are epoch ms.
CREATE TABLE minted_items (
  id text PRIMARY KEY,
  owner_handle text NOT NULL CHECK (owner_handle <> ''),
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL,
  code_type text NOT NULL,
  language text NOT NULL,
  -- [{"name": "...", "sha256": "64 hex digits"}]
  files jsonb NOT NULL,
  supply bigint NOT NULL CHECK (supply > 0),
  price double precision NOT NULL CHECK (price > 0),
  revenue_share_percent integer NOT NULL,
  minted_at bigint NOT NULL,
  url text
);
--> statement-breakpoint
CREATE INDEX minted_items_by_owner ON minted_items (owner_handle, minted_at DESC);
