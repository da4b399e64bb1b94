-- Payments of contract rewards: at most one per contract (the primary key) and one per idempotency key. A row is
-- written before the wallet is asked, so a crash or a timeout leaves a `pending-check` row that is reconciled against
-- the wallet before anything else is paid for that contract. Times are epoch milliseconds; amounts whole satoshis.
CREATE TABLE payments (
  issue_number integer PRIMARY KEY CHECK (issue_number > 0),
  idempotency_key text NOT NULL UNIQUE,
  payer text NOT NULL CHECK (payer <> ''),
  payee text NOT NULL CHECK (payee <> ''),
  satoshis bigint NOT NULL CHECK (satoshis > 0),
  note text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending-check', 'paid')),
  transaction_id text,
  created_at bigint NOT NULL,
  paid_at bigint,
  -- While a wallet call is in flight: nobody else checks or pays this contract before this time.
  lease_until bigint NOT NULL,
  -- The payer's auth token (AES-256-GCM, as in sessions) kept while pending, to ask the payer's wallet; cleared once settled.
  payer_token_ciphertext text,
  CHECK ((state = 'paid') = (transaction_id IS NOT NULL))
);
