-- Each contract's history: claimed, released, expired, pull request opened, merged, paid, a payout overridden with
-- its written reason. Kept in order of arrival (the serial id); times are epoch milliseconds.
CREATE TABLE contract_events (
  id bigserial PRIMARY KEY,
  issue_number integer NOT NULL CHECK (issue_number > 0),
  kind text NOT NULL CHECK (kind <> ''),
  actor text,
  at bigint NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
--> statement-breakpoint
CREATE INDEX contract_events_issue ON contract_events (issue_number, id);
