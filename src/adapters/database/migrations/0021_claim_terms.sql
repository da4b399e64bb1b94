-- A claim freezes the terms it was placed under: the reward, its unit and the estimated hours the issue stated then
-- (its deadline is already kept). Claims placed before this migration have none: their terms read as unknown, and
-- the contract's current terms stand in for them.
ALTER TABLE claims ADD COLUMN reward_amount double precision;
--> statement-breakpoint
ALTER TABLE claims ADD COLUMN reward_unit text;
--> statement-breakpoint
ALTER TABLE claims ADD COLUMN estimated_hours double precision;
