-- Sessions of signed-in people (backend for frontend) and the claims on contracts. Times are epoch milliseconds.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  profile jsonb NOT NULL,
  token_ciphertext text NOT NULL,
  created_at bigint NOT NULL,
  verified_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_expires_at ON sessions (expires_at);
--> statement-breakpoint
CREATE TABLE claims (
  id bigserial PRIMARY KEY,
  issue_number integer NOT NULL CHECK (issue_number > 0),
  github_username text NOT NULL CHECK (github_username <> ''),
  handcash_handle text NOT NULL CHECK (handcash_handle <> ''),
  claimer_handle text NOT NULL,
  claimed_at bigint NOT NULL,
  deadline bigint NOT NULL CHECK (deadline > claimed_at),
  ended_at bigint
);
--> statement-breakpoint
-- At most one open claim per contract: the database, not the server, keeps two people from holding one.
CREATE UNIQUE INDEX claims_one_open_per_issue ON claims (issue_number) WHERE ended_at IS NULL;
