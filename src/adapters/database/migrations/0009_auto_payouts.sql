-- Automatic payout on merge: a maintainer's choice for one contract (scope = its issue number) or for all (scope 0),
-- with that maintainer's wallet authorization sealed by the server's token cipher while the choice is on.
CREATE TABLE auto_payouts (
  scope integer PRIMARY KEY CHECK (scope >= 0),
  enabled boolean NOT NULL,
  maintainer text NOT NULL CHECK (maintainer <> ''),
  token_ciphertext text,
  updated_at bigint NOT NULL,
  CHECK (enabled = (token_ciphertext IS NOT NULL))
);
