-- Money recorded exactly once (issue 35, Build 5). A dividend batch is marked as asked for before the wallet is
-- asked: with no transaction it is "pending check" and is never paid again before it is settled or released.
ALTER TABLE dividend_shares ADD COLUMN attempted_at bigint;
--> statement-breakpoint
CREATE INDEX dividend_shares_pending_check ON dividend_shares (distribution_key, batch) WHERE attempted_at IS NOT NULL AND transaction_id IS NULL;
