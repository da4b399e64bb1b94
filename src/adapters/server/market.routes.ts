import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { DividendDesk, DistributionOutcome } from '../../application/exchange/market/dividendDesk';
import type { ListingChangeError, ListingDesk, ListingDeskError } from '../../application/exchange/market/listingDesk';
import type { MarketReads } from '../../application/exchange/market/marketReads';
import type { OfferDesk } from '../../application/exchange/market/offerDesk';
import type { PurchaseDesk, PurchaseOutcome, PurchaseRefusalCode } from '../../application/exchange/market/purchaseDesk';
import type { ServerSessions } from '../../application/session/serverSessions';
import type { StoredPurchase } from '../../ports/marketRepository.port';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { problem } from './apiAnswers';
import { BoardBodies } from './boardBodies';
import { BuyRequest, ChangeListingRequest, DistributeRequest, ListRequest } from '../wire/marketRequests.schema';
import { parseBody } from './requestValidation';
import { clearSessionCookie, readSessionCookie } from './sessionCookie';
import { notSignedIn } from './session.routes';
import { marketOffersRoutes } from './marketOffers.routes';
import { marketActivityRoutes } from './marketActivity.routes';
import type { MarketActivity } from '../../ports/marketActivity.port';
import type { MarketCandles } from '../../ports/marketCandles.port';
import type { ChangeSignals } from '../../ports/changeSignals.port';
import { candlesHandler } from './marketCandles.routes';

/** The market's use cases; a null desk: that write is not available here (no wallet, or no fee receiver). */
export interface MarketServices {
  readonly reads: MarketReads;
  readonly listings: ListingDesk | null;
  readonly purchases: PurchaseDesk | null;
  readonly dividends: DividendDesk | null;
  /** The activity feed (issue 38); absent: not served. */
  readonly activity?: MarketActivity | null;
  /** The items' candles (issue 38, price history); absent: not served. */
  readonly candles?: MarketCandles | null;
  /** The change signals between servers: each market write sends `market` (live feeds follow it); absent: none. */
  readonly signals?: ChangeSignals | null;
  /** Offers (issue 38); null: no wallet can pay here. */
  readonly offers?: OfferDesk | null;
  /** The sandbox accounts' money (embedded default), shown so a newcomer sees a purchase and a dividend land. */
  readonly balances: (() => readonly { readonly handle: string; readonly balanceSatoshis: number; readonly spendableSatoshis: number }[]) | null;
}

/** The body checked against `schema`, or a 400 problem naming the field (`invalid-field`) or `not-json`. */
async function bodyOf<T>(c: Context, schema: v.GenericSchema<unknown, T>): Promise<T | Response> {
  const parsed = await parseBody(c, schema);
  return parsed.ok ? parsed.value : parsed.answer;
}

const LISTING_STATUS: Readonly<Record<ListingDeskError, ContentfulStatusCode>> = {
  'invalid-quantity': 400,
  'invalid-price': 400,
  'amount-too-large': 400,
  'exceeds-holdings': 409,
  'unknown-item': 404,
  unauthorized: 401,
  upstream: 502,
  timeout: 504,
  'minting-not-configured': 503,
};

const CHANGE_STATUS: Readonly<Record<ListingChangeError, ContentfulStatusCode>> = {
  'invalid-quantity': 400,
  'invalid-price': 400,
  'amount-too-large': 400,
  'not-listing-owner': 403,
  'unknown-listing': 404,
  'exceeds-holdings': 409,
};

const PURCHASE_STATUS: Readonly<Record<PurchaseRefusalCode, ContentfulStatusCode>> = {
  'invalid-quantity': 400,
  'amount-too-large': 400,
  'own-listing': 403,
  'not-enough-tokens': 409,
  'key-reused': 409,
  'unknown-listing': 404,
  'insufficient-balance': 422,
  'spend-limit': 422,
  'unknown-payee': 422,
  'authorization-expired': 401,
  'payment-not-made': 422,
  'wallet-not-configured': 503,
};

/** A purchase as its buyer may see it: no token, no lease. */
const publicPurchase = ({ buyerTokenCiphertext: _token, leaseUntil: _lease, ...purchase }: StoredPurchase) => purchase;

/**
 * The market API (issue 30), amounts in whole satoshis. Reads are public: `GET /` the board (open listings with
 * their item and figures, the stat cards, the analytics lists), `GET /items/:itemId` an item with its price
 * history, `GET /trades/:itemId`, `GET /sandbox-balances` (embedded default). Signed in: `GET /portfolio`, `POST /listings` {itemId, quantity, price (BSV)},
 * `PATCH /listings/:id` {quantity, price (BSV)} and `DELETE /listings/:id` (the seller's own open listing only: 403
 * `not-listing-owner`, 404 `unknown-listing`, 409 `exceeds-holdings`), `POST /purchases` {listingId, quantity, idempotencyKey}, `POST /dividends` {itemId,
 * amount (BSV), idempotencyKey}. A write answers 201 (done now), 200 (done before, `replayed`), 202 `pending-check`,
 * or a problem whose `code` names the rule; 401 `not-authenticated` / `authentication-expired`; 503 when no wallet or
 * fee receiver is configured for that write.
 */
export function marketRoutes(market: MarketServices, sessions: ServerSessions): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  const signedIn = async (c: Context) => {
    const cookie = readSessionCookie(c);
    const current = await sessions.currentWithToken(cookie);
    if (current.ok) {
      const { profile, authToken, sealedToken } = current.value;
      return { handle: profile.handle, walletId: profile.publicKey, authToken, sealedToken, cookie };
    }
    return notSignedIn(c, current.error);
  };
  /** The wallet refused the session's token: the session is over. */
  const expired = async (c: Context, cookie: string | undefined) => {
    await sessions.signOut(cookie);
    clearSessionCookie(c);
    return problem(c, 401, AUTHENTICATION_EXPIRED_CODE);
  };

  // Every write that succeeded tells the servers the market changed, so each open activity feed reads again.
  routes.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 300) void market.signals?.send('market');
  });
  if (market.activity) routes.route('/activity', marketActivityRoutes(market.activity, market.signals ?? null));
  if (market.candles) routes.get('/items/:itemId/candles', candlesHandler(market.candles));
  if (market.offers) routes.route('/offers', marketOffersRoutes(market.offers, signedIn, expired));
  else routes.all('/offers/*', (c) => problem(c, 503, 'wallet-not-configured'));

  // The board's JSON is encoded once per board (the reads keep a board until the market changes).
  const boardBodies = new BoardBodies();
  routes.get('/', async (c) => c.body(boardBodies.bodyOf(await market.reads.board()), 200, { 'Content-Type': 'application/json; charset=UTF-8' }));
  routes.get('/sandbox-balances', (c) => (market.balances === null ? problem(c, 404, 'not-sandbox') : c.json({ success: true, balances: market.balances() })));
  routes.get('/items/:itemId', async (c) => {
    const detail = holdsNulCharacter(c.req.param('itemId')) ? null : await market.reads.item(c.req.param('itemId'));
    return detail === null ? problem(c, 404, 'unknown-item') : c.json({ success: true, ...detail });
  });
  routes.get('/trades/:itemId', async (c) => {
    const detail = holdsNulCharacter(c.req.param('itemId')) ? null : await market.reads.item(c.req.param('itemId'));
    return detail === null ? problem(c, 404, 'unknown-item') : c.json({ success: true, trades: detail.history });
  });
  routes.get('/portfolio', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    return c.json({ success: true, ...(await market.reads.portfolio(person.handle)) });
  });

  routes.post('/listings', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    if (market.listings === null) return problem(c, 503, 'market-not-configured');
    const request = await bodyOf(c, ListRequest);
    if (request instanceof Response) return request;
    const listed = await market.listings.list(person, { itemId: request.itemId, quantity: request.quantity, priceBsv: request.price });
    if (listed.ok) return c.json({ success: true, listing: listed.value }, 201);
    return listed.error === 'unauthorized' ? expired(c, person.cookie) : problem(c, LISTING_STATUS[listed.error], listed.error);
  });
  routes.delete('/listings/:id', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    if (market.listings === null) return problem(c, 503, 'market-not-configured');
    const id = c.req.param('id');
    const withdrawn = holdsNulCharacter(id) ? ({ ok: false, error: 'unknown-listing' } as const) : await market.listings.withdraw(person.handle, id);
    return withdrawn.ok ? c.json({ success: true }) : problem(c, CHANGE_STATUS[withdrawn.error], withdrawn.error);
  });
  routes.patch('/listings/:id', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    if (market.listings === null) return problem(c, 503, 'market-not-configured');
    const request = await bodyOf(c, ChangeListingRequest);
    if (request instanceof Response) return request;
    const id = c.req.param('id');
    const changed = holdsNulCharacter(id)
      ? ({ ok: false, error: 'unknown-listing' } as const)
      : await market.listings.change(person.handle, id, { quantity: request.quantity, priceBsv: request.price });
    return changed.ok ? c.json({ success: true, listing: changed.value }) : problem(c, CHANGE_STATUS[changed.error], changed.error);
  });

  routes.post('/purchases', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    if (market.purchases === null) return problem(c, 503, 'wallet-not-configured');
    const request = await bodyOf(c, BuyRequest);
    if (request instanceof Response) return request;
    const outcome: PurchaseOutcome = await market.purchases.buy(person, request);
    switch (outcome.kind) {
      case 'bought':
        return c.json({ success: true, purchase: publicPurchase(outcome.purchase), replayed: outcome.replayed }, outcome.replayed ? 200 : 201);
      case 'pending-check':
        return c.json({ success: false, code: 'pending-check', purchase: publicPurchase(outcome.purchase) }, 202);
      case 'refused':
        return outcome.code === 'authorization-expired' ? expired(c, person.cookie) : problem(c, PURCHASE_STATUS[outcome.code], outcome.code);
    }
  });

  routes.post('/dividends', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    if (market.dividends === null) return problem(c, 503, 'wallet-not-configured');
    const request = await bodyOf(c, DistributeRequest);
    if (request instanceof Response) return request;
    const outcome: DistributionOutcome = await market.dividends.distribute(person, { itemId: request.itemId, amountBsv: request.amount, idempotencyKey: request.idempotencyKey });
    switch (outcome.kind) {
      case 'paid':
        return c.json({ success: true, distribution: outcome.distribution, replayed: outcome.replayed }, outcome.replayed ? 200 : 201);
      case 'pending-check':
        return c.json({ success: false, code: 'pending-check', distribution: outcome.distribution }, 202);
      case 'refused': {
        const code = outcome.code;
        if (code === 'authorization-expired') return expired(c, person.cookie);
        const status: ContentfulStatusCode =
          code === 'not-item-owner' ? 403 : code === 'unknown-item' ? 404 : code === 'key-reused' || code === 'distribution-in-progress' ? 409 : code === 'wallet-not-configured' ? 503 : code === 'invalid-amount' ? 400 : 422;
        return problem(c, status, code);
      }
    }
  });
  return routes;
}
