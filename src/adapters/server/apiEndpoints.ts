import type * as v from 'valibot';
import { API_PATHS } from '../http/apiPaths';
import { ASSISTANT_PATH, PROFILE_ENDPOINT_PATH } from '../config/serverConstants';
import { Conversation } from '../wire/assistant.schema';
import { HistoryAnswer, NoticesAnswer, NoticesReadAnswer, UnreadNoticesAnswer } from '../wire/contractJournal.schema';
import type { ApiEndpoint, ApiInfo } from '../wire/openApiDocument';
import { OpenApiDocumentSchema } from '../wire/openApiDocument.schema';
import { PageQuery } from '../wire/pageQuery.schema';
import { BriefRequest, CommissionRequest, OfferRequest } from '../wire/postingRequests.schema';
import {
  BriefCountAnswer,
  BriefsAnswer,
  BriefSentAnswer,
  CommissionPostedAnswer,
  CommissionsAnswer,
  EndedAnswer,
  OfferPostedAnswer,
  OffersAnswer,
} from '../wire/postings.schema';
import { ProfileAnswer, SessionAnswer, SignInRequest } from '../wire/session.schema';
import { GitHubSignInAnswer, GitHubSignInRequest } from '../wire/githubIdentity.schema';
import { GITHUB_IDENTITY_CALLBACK_PATH, GITHUB_IDENTITY_PATH } from '../http/githubIdentityPaths';
import { BROADCAST_ENDPOINTS } from './endpoints/broadcast.endpoints';
import { CONTRACTS_ENDPOINTS } from './endpoints/contracts.endpoints';
import { DEVCHAIN_ENDPOINTS } from './endpoints/devchain.endpoints';
import { GITHUB_GATEWAY_ENDPOINTS } from './endpoints/githubGateway.endpoints';
import { OPERATIONS_ENDPOINTS } from './endpoints/operations.endpoints';
import { CLAIMS_ENDPOINTS, REPOSITORY_CLAIMS_ENDPOINTS } from './endpoints/claims.endpoints';
import { SIGNED_IN, WALLET } from './endpoints/commonProblems';
import { MARKET_ENDPOINTS } from './endpoints/market.endpoints';
import { MARKET_ACTIVITY_ENDPOINTS, MARKET_OFFERS_ENDPOINTS } from './endpoints/marketOffers.endpoints';
import { MARKET_CANDLES_ENDPOINTS } from './endpoints/marketCandles.endpoints';
import { PAYMENTS_ENDPOINTS } from './endpoints/payments.endpoints';
import { ESCROW_ENDPOINTS, REPOSITORY_ESCROW_ENDPOINTS } from './endpoints/escrow.endpoints';
import { PENDING_PAYMENTS_ENDPOINTS } from './endpoints/pendingPayments.endpoints';
import { PORTFOLIO_ENDPOINTS } from './endpoints/portfolio.endpoints';
import { SANDBOX_WALLET_ENDPOINTS } from './endpoints/sandboxWallet.endpoints';
import { API_TOKENS_ENDPOINTS } from './endpoints/apiTokens.endpoints';
import { REPOSITORIES_ENDPOINTS } from './endpoints/repositories.endpoints';

/** What the OpenAPI document calls the API. */
export const API_INFO: ApiInfo = { title: 'BSV developer workbench API', version: '0.1.0' };

/** Where the server serves its OpenAPI document. */
export const OPENAPI_PATH = API_PATHS.openApi;


/** The refusals of a paged list's query (`PageQuery`). */
const PAGE_PROBLEMS = ['out-of-range', 'invalid-cursor'];
/** A paged list's answer to an `If-None-Match` naming the page's ETag. */
const NOT_MODIFIED = { status: 304, description: 'The page is unchanged since the ETag sent (no body).' };

/** The routes of one kind of posting (`postingRoutes.ts`). */
function postings(path: string, what: string, request: v.GenericSchema, list: v.GenericSchema, posted: v.GenericSchema): ApiEndpoint[] {
  return [
    {
      method: 'get',
      path,
      summary: `One page of the open ${what}s, newest first, with an ETag (304 to a matching If-None-Match).`,
      query: PageQuery,
      answers: [{ status: 200, schema: list, description: `The page of open ${what}s and the cursor of the next.` }, NOT_MODIFIED],
      problems: { 400: PAGE_PROBLEMS },
    },
    {
      method: 'post',
      path,
      summary: `Posts a ${what} (signed in); the domain's rules check its fields.`,
      request,
      answers: [{ status: 201, schema: posted, description: `The ${what} as kept.` }],
      problems: { 400: ['not-json', 'invalid-field', 'invalid-fields'], ...SIGNED_IN },
    },
    {
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Ends an open ${what} (its poster).`,
      answers: [{ status: 200, schema: EndedAnswer, description: 'Ended.' }],
      problems: { ...SIGNED_IN, 403: ['not-poster'], 404: ['posting-not-found'] },
    },
  ];
}

/**
 * The registry of the endpoints whose messages have wire schemas: method, path, request schema, answer schemas and
 * the codes of their refusals. The OpenAPI document (`GET /api/openapi.json`) is generated from it; the routes parse
 * with the same schemas. Every write may also be refused with 403 `cross-site`, 413 `body-too-large` and 429
 * `rate-limited` (the guards in front of every route), and every hub route with 503 `database-unavailable`.
 */
export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'post',
    path: API_PATHS.session,
    summary: 'Signs in with the wallet’s auth token: the server keeps the session and sets its HttpOnly cookie.',
    request: SignInRequest,
    answers: [{ status: 200, schema: ProfileAnswer, description: 'The signed-in person’s profile.' }],
    problems: { 400: ['not-json', 'auth-token-required', 'invalid-token'], ...WALLET, 401: ['unauthorized', 'placeholder', 'invalid-handcash-handle'] },
  },
  {
    method: 'get',
    path: API_PATHS.session,
    summary: 'The profile of the session the cookie holds, and the GitHub login linked to it (null: none).',
    answers: [{ status: 200, schema: SessionAnswer, description: 'The signed-in person’s profile and linked GitHub login.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'delete',
    path: API_PATHS.session,
    summary: 'Ends the session, whether or not there was one.',
    answers: [{ status: 204, description: 'Signed out.' }],
    problems: {},
  },
  {
    method: 'post',
    path: GITHUB_IDENTITY_PATH,
    summary: 'Starts signing in with GitHub (signed in): where to send the browser, with a state bound to the session.',
    request: GitHubSignInRequest,
    answers: [{ status: 200, schema: GitHubSignInAnswer, description: 'GitHub’s authorize page (or the sandbox’s).' }],
    problems: { 400: ['not-json', 'invalid-field'], ...SIGNED_IN, 503: ['github-sign-in-not-configured'] },
  },
  {
    method: 'get',
    path: GITHUB_IDENTITY_CALLBACK_PATH,
    summary: 'GitHub comes back here with `code` and `state`: the login is linked to the session, then 303 to the page it started from.',
    answers: [{ status: 303, description: 'Linked; to the return path (a browser refused goes to `/contracts?github-sign-in-refused=<code>`).' }],
    problems: {
      400: ['github-state-missing', 'github-state-invalid', 'github-state-expired', 'github-code-missing', 'github-code-refused'],
      ...SIGNED_IN,
      403: ['github-access-denied'],
      409: ['github-login-linked-elsewhere'],
      502: ['github-unavailable'],
      503: ['github-sign-in-not-configured'],
    },
  },
  {
    method: 'delete',
    path: GITHUB_IDENTITY_PATH,
    summary: 'Signs the session out of GitHub: the linked login and its token are forgotten.',
    answers: [{ status: 204, description: 'Signed out of GitHub.' }],
    problems: SIGNED_IN,
  },
  ...postings(API_PATHS.offers, 'service offer', OfferRequest, OffersAnswer, OfferPostedAnswer),
  ...postings(API_PATHS.commissions, 'commission', CommissionRequest, CommissionsAnswer, CommissionPostedAnswer),
  {
    method: 'post',
    path: API_PATHS.briefs,
    summary: 'Sends a project brief to the poster of an open service offer (signed in).',
    request: BriefRequest,
    answers: [{ status: 201, schema: BriefSentAnswer, description: 'The brief as sent.' }],
    problems: { 400: ['not-json', 'invalid-field', 'not-an-offer-id', 'invalid-fields'], ...SIGNED_IN, 404: ['offer-not-found'] },
  },
  {
    method: 'get',
    path: API_PATHS.briefs,
    summary: 'One page of the briefs sent to the signed-in person, newest first, with an ETag (as the offers).',
    query: PageQuery,
    answers: [{ status: 200, schema: BriefsAnswer, description: 'The page of the inbox and the cursor of the next.' }, NOT_MODIFIED],
    problems: { 400: PAGE_PROBLEMS, ...SIGNED_IN },
  },
  {
    method: 'get',
    path: `${API_PATHS.briefs}/count`,
    summary: 'How many briefs the signed-in person has (the menu bar’s count).',
    answers: [{ status: 200, schema: BriefCountAnswer, description: 'The count.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'get',
    path: `${API_PATHS.contracts}/{issueNumber}/history`,
    summary: 'A contract’s activity, oldest first: claimed, released, expired, pull request opened, merged, paid.',
    answers: [{ status: 200, schema: HistoryAnswer, description: 'The history.' }],
    problems: { 404: ['contract-not-found'] },
  },
  {
    method: 'get',
    path: API_PATHS.notices,
    summary: 'The signed-in person’s inbox entries about contracts, newest first, each with its contract’s title and when it was read.',
    answers: [{ status: 200, schema: NoticesAnswer, description: 'The inbox entries.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'get',
    path: `${API_PATHS.notices}/count`,
    summary: 'How many of the signed-in person’s contract notices are unread.',
    answers: [{ status: 200, schema: UnreadNoticesAnswer, description: 'The unread count.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'post',
    path: `${API_PATHS.notices}/read`,
    summary: 'Marks every contract notice of the signed-in person read.',
    answers: [{ status: 200, schema: NoticesReadAnswer, description: 'How many were unread.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'post',
    path: PROFILE_ENDPOINT_PATH,
    summary: 'The wallet’s profile of an auth token, without keeping a session.',
    request: SignInRequest,
    answers: [{ status: 200, schema: ProfileAnswer, description: 'The token holder’s profile.' }],
    problems: { 400: ['not-json', 'auth-token-required', 'invalid-token'], ...WALLET },
  },
  {
    method: 'post',
    path: ASSISTANT_PATH,
    summary: 'Streams the configured model’s answer to a conversation as server-sent events: `delta`, `failed`, `done`.',
    request: Conversation,
    answers: [{ status: 200, mediaType: 'text/event-stream', description: 'Events `delta` {text}, then `failed` {reason} if it stops, then `done`.' }],
    problems: { 400: ['invalid-conversation'], 404: ['assistant-not-configured'] },
  },
  ...API_TOKENS_ENDPOINTS,
  ...CONTRACTS_ENDPOINTS,
  ...REPOSITORIES_ENDPOINTS,
  ...CLAIMS_ENDPOINTS,
  ...REPOSITORY_CLAIMS_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...ESCROW_ENDPOINTS,
  ...REPOSITORY_ESCROW_ENDPOINTS,
  ...PENDING_PAYMENTS_ENDPOINTS,
  ...PORTFOLIO_ENDPOINTS,
  ...MARKET_ENDPOINTS,
  ...MARKET_OFFERS_ENDPOINTS,
  ...MARKET_ACTIVITY_ENDPOINTS,
  ...MARKET_CANDLES_ENDPOINTS,
  ...BROADCAST_ENDPOINTS,
  ...DEVCHAIN_ENDPOINTS,
  ...SANDBOX_WALLET_ENDPOINTS,
  ...GITHUB_GATEWAY_ENDPOINTS,
  ...OPERATIONS_ENDPOINTS,
  {
    method: 'get',
    path: OPENAPI_PATH,
    summary: 'This document.',
    answers: [{ status: 200, schema: OpenApiDocumentSchema, description: 'The OpenAPI 3.1 document.' }],
    problems: {},
  },
];
