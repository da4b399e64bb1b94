-- The local BSV chain (issue 37): one chain for the server, shared by every workspace. Its transactions in acceptance
-- order (raw hex; outputs and spends are rebuilt from them on start), its blocks, and the faucet's key. Proof of work
-- is skipped: a block's header is real (merkle root, previous hash) but its nonce is never searched.
CREATE TABLE devchain_transactions (
  seq bigserial PRIMARY KEY,
  txid text NOT NULL UNIQUE CHECK (txid ~ '^[0-9a-f]{64}$'),
  hex text NOT NULL,
  block_height integer CHECK (block_height >= 0),
  block_position integer CHECK (block_position >= 0),
  merkle_path text
);
--> statement-breakpoint
CREATE TABLE devchain_blocks (
  height integer PRIMARY KEY CHECK (height >= 0),
  hash text NOT NULL UNIQUE,
  header text NOT NULL CHECK (length(header) = 160),
  merkle_root text NOT NULL,
  previous_hash text NOT NULL,
  time bigint NOT NULL,
  txids text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE devchain_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
