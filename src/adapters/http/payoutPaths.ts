/**
 * The payouts' API paths, shared by the server's routes and the browser's adapter; apart from `API_PATHS` (which every
 * page loads) because only maintainers use them.
 */
export const PAYOUT_PATHS = {
  /** `GET` the payouts due (a maintainer): completed contracts with a worker and no payment. */
  payoutsDue: '/api/payments/due',
  /** `GET` the automatic payout choices; `PUT` {issueNumber?, enabled} turns paying on merge on or off (a maintainer). */
  autoPayouts: '/api/payments/auto',
} as const;
