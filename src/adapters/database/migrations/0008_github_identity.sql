-- GitHub identity: a GitHub login linked to a signed-in session (its OAuth access token sealed like the wallet's),
-- and the sign-ins under way (their `state`, hashed, bound to the session, short-lived). Ending a session ends both.
CREATE TABLE github_links (
  session_id_hash text PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE,
  login text NOT NULL CHECK (login <> ''),
  token_ciphertext text NOT NULL,
  linked_at bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE github_sign_ins (
  state_hash text PRIMARY KEY,
  session_id_hash text NOT NULL REFERENCES sessions (id_hash) ON DELETE CASCADE,
  return_path text NOT NULL,
  expires_at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX github_sign_ins_expires_at ON github_sign_ins (expires_at);
