/** The app server's API paths, shared by the server's routes and the browser's HTTP adapters. */
export const API_PATHS = {
  /** `POST` {authToken} signs in; `GET` the signed-in profile or 401; `DELETE` signs out. */
  session: '/api/session',
  /** `GET` every open claim; `POST` a claim (signed in); `DELETE /api/claims/:issueNumber` releases it. */
  claims: '/api/claims',
  /** `GET` the signed-in person's personal API tokens; `POST` makes one; `DELETE /api/tokens/:id` revokes it (cookie only). */
  tokens: '/api/tokens',
  /** `GET` the signed-in person's code-NFT items; `POST` a checked mint (signed in). */
  portfolioItems: '/api/portfolio/items',
  /** `GET` the open service offers; `POST` one (signed in); `DELETE /api/offers/:id` withdraws it (its poster). */
  offers: '/api/offers',
  /** `GET` the open commissions; `POST` one (signed in); `DELETE /api/commissions/:id` closes it (its poster). */
  commissions: '/api/commissions',
  /** `POST` a brief to an offer's poster; `GET` the signed-in person's briefs; `GET /api/briefs/count`. */
  briefs: '/api/briefs',
  /** `GET` the contracts the server derives from GitHub (ETag, 304); `GET /api/contracts/events` their changes. */
  contracts: '/api/contracts',
  /** `GET` the signed-in person's inbox entries about contracts (reminders, expiries, payments…). */
  notices: '/api/notices',
  /** `GET` every payment of a contract's reward; `POST` pays one (a signed-in maintainer). */
  payments: '/api/payments',
  /** `GET` the OpenAPI 3.1 document of the endpoints with wire schemas (`src/adapters/server/apiEndpoints.ts`). */
  openApi: '/api/openapi.json',
  /** The market: `GET` the board; items, trades, portfolio, listings, purchases and dividends below it. */
  market: '/api/market',
} as const;

/** The session cookie: HttpOnly, so no page script can read it. */
export const SESSION_COOKIE = 'workbench_session';
/**
 * A readable cookie holding only `1` while a session cookie is set: the page asks `GET /api/session` only
 * when it is present, so a visitor who never signed in causes no 401 (which browsers log as an error).
 */
export const SIGNED_IN_HINT_COOKIE = 'workbench_signed_in';

/** The `code` of a JSON error whose wallet refused the session's token (the page says to log in again). */
export const AUTHENTICATION_EXPIRED_CODE = 'authentication-expired';

/** Repositories connected to the hub and their contracts (issue 36). */
export const REPOSITORY_PATHS = {
  /** `GET` the connected repositories; `POST` connects one (signed in, GitHub linked); `DELETE /:id` disconnects it. */
  repositories: '/api/repositories',
  /** `GET` a page of the open contracts of every repository, filtered and sorted. */
  bounties: '/api/bounties',
  /** `GET` the repositories with their totals; `GET /:owner/:name` one with its contracts. */
  projects: '/api/projects',
  /** `POST /:id`: a connected repository's GitHub webhook deliveries, signed with its own secret. */
  webhook: '/api/github/webhook',
} as const;
