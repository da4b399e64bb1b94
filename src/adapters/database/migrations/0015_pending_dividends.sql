-- A holder's dividends still being paid (My Portfolio's pending dividends): unpaid shares by holder.
CREATE INDEX dividend_shares_pending_by_holder ON dividend_shares (holder) WHERE paid_at IS NULL;
