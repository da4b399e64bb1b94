-- The escrow ledger: each contract's reward paid by a maintainer into the platform's escrow wallet (ESCROW_HANDLE),
-- then paid once to the claimant or refunded once to the funder. One row per repository and issue; the state moves
-- only through conditional updates, so a doubled delivery or a second server moves nothing twice.
CREATE TABLE escrow_ledger (
  repository text NOT NULL CHECK (repository <> ''),
  issue_number integer NOT NULL CHECK (issue_number > 0),
  funder text NOT NULL CHECK (funder <> ''),
  satoshis bigint NOT NULL CHECK (satoshis > 0),
  state text NOT NULL CHECK (state IN ('funding', 'held', 'paying', 'refunding', 'paid', 'refunded')),
  payee text,
  fund_transaction_id text,
  release_transaction_id text,
  created_at bigint NOT NULL,
  funded_at bigint,
  ended_at bigint,
  lease_until bigint NOT NULL DEFAULT 0,
  sealed_token text,
  PRIMARY KEY (repository, issue_number)
);
