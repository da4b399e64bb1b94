-- Personal API tokens: each acts through a session of its own (`sessions`, under the hash of its secret); this row
-- is what its owner sees (name, scopes, last use) and what revokes it. The secret itself is never stored.
CREATE TABLE api_tokens (
  id text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  owner text NOT NULL CHECK (owner <> ''),
  name text NOT NULL CHECK (name <> ''),
  scopes jsonb NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  last_used_at bigint
);
--> statement-breakpoint
CREATE INDEX api_tokens_owner ON api_tokens (owner, created_at);
