-- The hub's submissions that reach someone: service offers (Find Developers), commissions (the commission page)
-- and project briefs to the poster of an offer (their inbox). Times are epoch milliseconds; text is kept as given.
CREATE TABLE service_offers (
  id bigserial PRIMARY KEY,
  poster_handle text NOT NULL CHECK (poster_handle <> ''),
  title text NOT NULL,
  description text NOT NULL,
  skills jsonb NOT NULL,
  hourly_rate_bsv double precision NOT NULL CHECK (hourly_rate_bsv > 0),
  availability text NOT NULL,
  experience text NOT NULL,
  portfolio text,
  contact text NOT NULL,
  posted_at bigint NOT NULL,
  withdrawn_at bigint
);
--> statement-breakpoint
CREATE INDEX service_offers_open ON service_offers (posted_at DESC, id DESC) WHERE withdrawn_at IS NULL;
--> statement-breakpoint
CREATE TABLE commissions (
  id bigserial PRIMARY KEY,
  poster_handle text NOT NULL CHECK (poster_handle <> ''),
  title text NOT NULL,
  company text,
  description text NOT NULL,
  requirements text NOT NULL,
  tech_stack jsonb NOT NULL,
  project_type text NOT NULL,
  budget text NOT NULL,
  timeline text NOT NULL,
  priority text NOT NULL,
  contact text NOT NULL,
  posted_at bigint NOT NULL,
  closed_at bigint
);
--> statement-breakpoint
CREATE INDEX commissions_open ON commissions (posted_at DESC, id DESC) WHERE closed_at IS NULL;
--> statement-breakpoint
CREATE TABLE developer_briefs (
  id bigserial PRIMARY KEY,
  offer_id bigint NOT NULL REFERENCES service_offers (id),
  -- The offer's poster when the brief was sent: the addressee.
  to_handle text NOT NULL,
  from_handle text NOT NULL CHECK (from_handle <> ''),
  brief text NOT NULL,
  sent_at bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX developer_briefs_to ON developer_briefs (to_handle, sent_at DESC);
