-- Reward payments on any connected repository (issue 36): each payment names its repository, as claims do since
-- migration 0027. The empty name is the operator's own repository (`GITHUB_REPO`), so every row written before keeps
-- its meaning. One payment per contract of each repository: #7 of acme/tools and #7 of the operator's are two
-- contracts, each paid at most once. Idempotency keys stay unique across repositories (the browser's are random, the
-- escrow's name their repository).
ALTER TABLE payments ADD COLUMN repository text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE payments DROP CONSTRAINT payments_pkey;
--> statement-breakpoint
ALTER TABLE payments ADD PRIMARY KEY (repository, issue_number);
