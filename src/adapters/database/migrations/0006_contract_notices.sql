-- Inbox entries about contracts (a claim's reminder, claimed, pull request opened, merged, paid, released, expired),
-- one row per person. `dedupe_key` keeps a notice that several servers may send (a reminder) once.
CREATE TABLE contract_notices (
  id bigserial PRIMARY KEY,
  to_handle text NOT NULL CHECK (to_handle <> ''),
  kind text NOT NULL CHECK (kind <> ''),
  issue_number integer NOT NULL CHECK (issue_number > 0),
  at bigint NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key text UNIQUE
);
--> statement-breakpoint
CREATE INDEX contract_notices_to ON contract_notices (to_handle, id);
