-- Claims and contract histories on any connected repository (issue 36): each row names its repository. The empty
-- name is the operator's own repository (`GITHUB_REPO`, a setting the database does not know), so every row written
-- before keeps its meaning and the operator's routes change nothing. A connected repository's rows carry its
-- `owner/name` as connected (`connected_repositories.full_name`), the name its escrow entries carry.
ALTER TABLE claims ADD COLUMN repository text NOT NULL DEFAULT '';
--> statement-breakpoint
-- One open claim per contract of each repository: #7 of acme/tools and #7 of the operator's are two contracts.
DROP INDEX claims_one_open_per_issue;
--> statement-breakpoint
CREATE UNIQUE INDEX claims_one_open_per_issue ON claims (repository, issue_number) WHERE ended_at IS NULL;
--> statement-breakpoint
ALTER TABLE contract_events ADD COLUMN repository text NOT NULL DEFAULT '';
--> statement-breakpoint
DROP INDEX contract_events_issue;
--> statement-breakpoint
CREATE INDEX contract_events_issue ON contract_events (repository, issue_number, id);
--> statement-breakpoint
ALTER TABLE contract_notices ADD COLUMN repository text NOT NULL DEFAULT '';
