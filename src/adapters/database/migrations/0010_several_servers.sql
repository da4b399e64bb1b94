-- Several servers on one PostgreSQL. `write_counts` (unlogged: a limiter, not data; a crash may empty it): each client's writes in a fixed window of the write rate limit
-- (epoch ms of the window's start), counted by every server together. `contract_events.dedupe_key`: an event that
-- several servers may record (a pull request opened or merged, seen by each of them) is kept once.
CREATE UNLOGGED TABLE write_counts (
  client text NOT NULL,
  window_start bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (client, window_start)
);
--> statement-breakpoint
ALTER TABLE contract_events ADD COLUMN dedupe_key text UNIQUE;
