import { API_PATHS } from '../../http/apiPaths';
import { MyOffersAnswer, OfferAnswer, OfferPendingAnswer, OfferSettledAnswer, OffersAnswer, OfferTokensRequest } from '../../wire/marketOffers.schema';
import { ActivityAnswer, ActivityQuery } from '../../wire/marketActivity.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

const OFFERS = `${API_PATHS.market}/offers`;

/** `/api/market/offers` (`marketOffers.routes.ts`): an item's offers are public, the rest signed in. */
export const MARKET_OFFERS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: OFFERS,
    summary: 'An item’s offers (query `itemId`), newest first, each with its status now.',
    answers: [{ status: 200, schema: OffersAnswer, description: 'The offers.' }],
    problems: { 400: ['invalid-field'], 503: ['wallet-not-configured'] },
  },
  {
    method: 'get',
    path: `${OFFERS}/mine`,
    summary: 'The offers the signed-in person made, and the open offers on tokens they hold.',
    answers: [{ status: 200, schema: MyOffersAnswer, description: 'Made and received.' }],
    problems: { ...SIGNED_IN, 503: ['wallet-not-configured'] },
  },
  {
    method: 'post',
    path: OFFERS,
    summary: 'Offers a price a token (BSV) for N tokens of an item, open for whole hours (1–720); the wallet’s funds are checked now, and it pays when a holder accepts.',
    request: OfferTokensRequest,
    answers: [{ status: 201, schema: OfferAnswer, description: 'The offer.' }],
    problems: {
      400: [...BAD_BODY, 'invalid-quantity', 'invalid-price', 'invalid-expiry', 'amount-too-large'],
      ...SIGNED_IN,
      404: ['unknown-item'],
      422: ['insufficient-funds'],
      503: ['funds-unknown', 'wallet-not-configured'],
    },
  },
  {
    method: 'delete',
    path: `${OFFERS}/{id}`,
    summary: 'Withdraws the signed-in buyer’s offer, until it is accepted.',
    answers: [{ status: 200, schema: OfferAnswer, description: 'Withdrawn.' }],
    problems: { ...SIGNED_IN, 403: ['not-offer-owner'], 404: ['unknown-offer'], 409: ['offer-accepted', 'offer-withdrawn'], 503: ['wallet-not-configured'] },
  },
  {
    method: 'post',
    path: `${OFFERS}/{id}/accept`,
    summary: 'A holder accepts an open offer: the buyer’s wallet pays the holder, the creator’s royalty and the fee in one payment, once, and the tokens move.',
    answers: [
      { status: 201, schema: OfferSettledAnswer, description: 'Paid; the tokens moved.' },
      { status: 202, schema: OfferPendingAnswer, description: 'The wallet did not answer in time: `pending-check`.' },
    ],
    problems: {
      ...SIGNED_IN,
      403: ['own-offer'],
      404: ['unknown-offer'],
      409: ['offer-expired', 'offer-withdrawn', 'offer-accepted', 'not-enough-tokens'],
      422: ['insufficient-balance', 'spend-limit', 'unknown-payee', 'payment-not-made'],
      503: ['wallet-not-configured'],
    },
  },
];

/** `/api/market/activity` (`marketActivity.routes.ts`): public. */
export const MARKET_ACTIVITY_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: `${API_PATHS.market}/activity`,
    summary: 'One page of the market’s activity (mint, list, delist, sale, offer, withdraw, accept), newest first; one item’s with `itemId`.',
    query: ActivityQuery,
    answers: [
      { status: 200, schema: ActivityAnswer, description: 'The page of events and the cursor of the next.' },
      { status: 304, description: 'The page is unchanged since the ETag sent (no body).' },
    ],
    problems: { 400: ['out-of-range', 'invalid-cursor', 'invalid-field'] },
  },
  {
    method: 'get',
    path: `${API_PATHS.market}/activity/events`,
    summary: 'Server-sent events: `market` after each change of the market on any server, so an open activity feed reads its first page again.',
    answers: [{ status: 200, mediaType: 'text/event-stream', description: 'Events `market` (no data).' }],
    problems: {},
  },
];
