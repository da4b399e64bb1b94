import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OfferDesk } from '../../application/exchange/market/offerDesk';
import { offerStatus } from '../../domain/exchange/market/offerRules';
import { parseBsvAmount } from '../../domain/payments/bsvAmount';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { StoredPurchase } from '../../ports/marketRepository.port';
import type { OfferRecord } from '../../ports/offerRepository.port';
import { problem } from './apiAnswers';
import { OfferTokensRequest } from '../wire/marketOffers.schema';
import { parseBody } from './requestValidation';

/** Who is signed in (the market routes' check), or the 401 answer. */
export type SignedInCheck = (c: Context) => Promise<{ readonly handle: string; readonly authToken: string; readonly sealedToken?: string; readonly cookie: string | undefined } | Response>;

/** Each refusal code's status. */
const OFFER_STATUS: Readonly<Record<string, ContentfulStatusCode>> = {
  'invalid-quantity': 400,
  'invalid-price': 400,
  'invalid-expiry': 400,
  'amount-too-large': 400,
  'not-offer-owner': 403,
  'own-offer': 403,
  'own-listing': 403,
  'unknown-item': 404,
  'unknown-offer': 404,
  'offer-expired': 409,
  'offer-withdrawn': 409,
  'offer-accepted': 409,
  'not-enough-tokens': 409,
  'key-reused': 409,
  'insufficient-funds': 422,
  'insufficient-balance': 422,
  'spend-limit': 422,
  'unknown-payee': 422,
  'payment-not-made': 422,
  'funds-unknown': 503,
  'wallet-not-configured': 503,
};

/** An offer on the wire: its status now, no token. */
const wireOffer = (offer: OfferRecord, now: number) => ({
  id: offer.id,
  itemId: offer.itemId,
  buyer: offer.buyer,
  quantity: offer.quantity,
  priceSatoshis: offer.priceSatoshis,
  createdAt: offer.createdAt,
  expiresAt: offer.expiresAt,
  status: offerStatus(offer, now),
  seller: offer.seller,
  acceptedAt: offer.acceptedAt,
  settlement: offer.settlement,
});

const wirePurchase = ({ buyerTokenCiphertext: _token, leaseUntil: _lease, ...purchase }: StoredPurchase) => purchase;

/**
 * Offers (issue 38, Build 3), mounted at `/api/market/offers`: `GET ?itemId=` an item's offers (public); signed in:
 * `GET /mine` the offers one made and the open ones on tokens one holds, `POST /` {itemId, quantity, price (BSV a
 * token), expiresInHours} (201; the wallet's funds are checked: 422 `insufficient-funds`, 503 `funds-unknown`),
 * `DELETE /:id` the buyer's withdrawal (409 `offer-accepted`), `POST /:id/accept` a holder's acceptance: 201 paid and
 * the tokens moved, 202 `pending-check`, 409 `offer-expired` / `offer-withdrawn` / `offer-accepted` /
 * `not-enough-tokens`, 422 when the buyer's wallet refused (the offer fails alone).
 */
export function marketOffersRoutes(desk: OfferDesk, signedIn: SignedInCheck, expired: (c: Context, cookie: string | undefined) => Promise<Response>): Hono {
  const routes = new Hono();
  const refused = (c: Context, code: string, cookie: string | undefined) =>
    code === 'authorization-expired' ? expired(c, cookie) : problem(c, OFFER_STATUS[code] ?? 422, code);

  routes.get('/', async (c) => {
    const itemId = c.req.query('itemId') ?? '';
    if (itemId === '' || itemId.length > 200 || holdsNulCharacter(itemId)) return problem(c, 400, 'invalid-field', { field: 'itemId' });
    const now = desk.now();
    return c.json({ success: true, offers: (await desk.ofItem(itemId)).map((offer) => wireOffer(offer, now)) });
  });
  routes.get('/mine', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    const now = desk.now();
    const { made, received } = await desk.of(person.handle);
    return c.json({ success: true, made: made.map((offer) => wireOffer(offer, now)), received: received.map((offer) => wireOffer(offer, now)) });
  });
  routes.post('/', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    const request = await parseBody(c, OfferTokensRequest);
    if (!request.ok) return request.answer;
    const price = parseBsvAmount(request.value.price);
    if (!price.ok) return problem(c, 400, 'invalid-price');
    const { itemId, quantity, expiresInHours } = request.value;
    const placed = await desk.place(person, { itemId, quantity, priceSatoshis: price.value, expiresInHours });
    return placed.ok ? c.json({ success: true, offer: wireOffer(placed.offer, desk.now()) }, 201) : refused(c, placed.code, person.cookie);
  });
  routes.delete('/:id', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    const id = c.req.param('id');
    const withdrawn = holdsNulCharacter(id) ? ({ ok: false, code: 'unknown-offer' } as const) : await desk.withdraw(person.handle, id);
    return withdrawn.ok ? c.json({ success: true, offer: wireOffer(withdrawn.offer, desk.now()) }) : refused(c, withdrawn.code, person.cookie);
  });
  routes.post('/:id/accept', async (c) => {
    const person = await signedIn(c);
    if (person instanceof Response) return person;
    const id = c.req.param('id');
    if (holdsNulCharacter(id)) return problem(c, 404, 'unknown-offer');
    const outcome = await desk.accept(person.handle, id);
    const now = desk.now();
    switch (outcome.kind) {
      case 'settled':
        return c.json({ success: true, offer: wireOffer(outcome.offer, now), purchase: wirePurchase(outcome.purchase) }, 201);
      case 'pending-check':
        return c.json({ success: false, code: 'pending-check', offer: wireOffer(outcome.offer, now), purchase: wirePurchase(outcome.purchase) }, 202);
      case 'refused':
        return refused(c, outcome.code, person.cookie);
    }
  });
  return routes;
}
