-- Dividends in the activity feed (issue 38, Build 5): a distribution all paid is an event, ordered by (time it began,
-- row number) like the feed's other kinds (`sqlMarketActivity.ts`). The row number gives its event id; the partial
-- indexes hold exactly the distributed ones in the feed's order, for the market and per item.
ALTER TABLE dividend_distributions ADD COLUMN seq bigserial;
--> statement-breakpoint
CREATE INDEX dividend_distributions_paid ON dividend_distributions (created_at DESC, seq DESC) WHERE state = 'paid';
--> statement-breakpoint
CREATE INDEX dividend_distributions_paid_by_item ON dividend_distributions (item_id, created_at DESC, seq DESC) WHERE state = 'paid';
