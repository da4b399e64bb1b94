-- Repositories maintainers connected to the hub (besides the operator's own, `GITHUB_REPO`): each has its own id (its
-- webhook delivery URL, /api/github/webhook/<id>) and webhook secret, kept only sealed with the server's key.
-- `full_name_key` is the lower-cased `owner/name` (GitHub's names ignore case): one connection per repository.
CREATE TABLE connected_repositories (
  id text PRIMARY KEY,
  full_name text NOT NULL CHECK (full_name <> ''),
  full_name_key text NOT NULL UNIQUE,
  maintainers jsonb NOT NULL,
  connected_by text NOT NULL CHECK (connected_by <> ''),
  connected_at bigint NOT NULL,
  webhook_secret_sealed text NOT NULL
);
