import type * as v from 'valibot';
import { API_PATHS } from '../http/apiPaths';
import { ASSISTANT_PATH, PROFILE_ENDPOINT_PATH } from '../config/serverConstants';
import { Conversation } from '../wire/assistant.schema';
import type { ApiEndpoint, ApiInfo } from '../wire/openApiDocument';
import { OpenApiDocumentSchema } from '../wire/openApiDocument.schema';
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
import { ProfileAnswer, SignInRequest } from '../wire/session.schema';

/** What the OpenAPI document calls the API. */
export const API_INFO: ApiInfo = { title: 'BSV developer workbench API', version: '0.1.0' };

/** Where the server serves its OpenAPI document. */
export const OPENAPI_PATH = API_PATHS.openApi;

const SIGNED_IN = { 401: ['not-authenticated', 'authentication-expired'] } as const;
/** The wallet's refusals of an auth token, and no wallet configured. */
const WALLET = { 401: ['unauthorized'], 502: ['upstream'], 503: ['wallet-not-configured'], 504: ['timeout'] } as const;

/** The routes of one kind of posting (`postingRoutes.ts`). */
function postings(path: string, what: string, request: v.GenericSchema, list: v.GenericSchema, posted: v.GenericSchema): ApiEndpoint[] {
  return [
    { method: 'get', path, summary: `The open ${what}s, newest first.`, answers: [{ status: 200, schema: list, description: `The open ${what}s.` }], problems: {} },
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
    summary: 'The profile of the session the cookie holds.',
    answers: [{ status: 200, schema: ProfileAnswer, description: 'The signed-in person’s profile.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'delete',
    path: API_PATHS.session,
    summary: 'Ends the session, whether or not there was one.',
    answers: [{ status: 204, description: 'Signed out.' }],
    problems: {},
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
    summary: 'The briefs sent to the signed-in person, newest first.',
    answers: [{ status: 200, schema: BriefsAnswer, description: 'The inbox.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'get',
    path: `${API_PATHS.briefs}/count`,
    summary: 'How many briefs the signed-in person has (the menu bar’s count).',
    answers: [{ status: 200, schema: BriefCountAnswer, description: 'The count.' }],
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
  {
    method: 'get',
    path: OPENAPI_PATH,
    summary: 'This document.',
    answers: [{ status: 200, schema: OpenApiDocumentSchema, description: 'The OpenAPI 3.1 document.' }],
    problems: {},
  },
];
