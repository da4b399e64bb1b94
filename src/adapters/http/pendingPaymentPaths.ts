/** The payer's pending payments: `GET` lists them; `POST …/settle` settles one by transaction id; `POST …/release` releases one. */
export const PENDING_PAYMENT_PATHS = {
  pending: '/api/pending-payments',
  settle: '/api/pending-payments/settle',
  release: '/api/pending-payments/release',
} as const;
