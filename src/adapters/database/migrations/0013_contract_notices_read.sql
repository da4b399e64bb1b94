-- When each inbox entry about a contract was first seen by its person in their inbox (null: unread).
ALTER TABLE contract_notices ADD COLUMN read_at bigint;
--> statement-breakpoint
CREATE INDEX contract_notices_unread ON contract_notices (to_handle) WHERE read_at IS NULL;
