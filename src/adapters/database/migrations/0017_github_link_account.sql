-- One GitHub login is linked to at most one HandCash account at a time: a link records the account (the session's
-- HandCash handle) it was made for, and a link of the same login from another account is refused while one lives.
-- Links made before were not bound to an account: they are dropped (the person signs in with GitHub again).
DELETE FROM github_links;
--> statement-breakpoint
ALTER TABLE github_links ADD COLUMN handcash_handle text NOT NULL CHECK (handcash_handle <> '');
--> statement-breakpoint
CREATE INDEX github_links_login ON github_links (lower(login));
