import * as v from 'valibot';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import { PurchaseSchema } from './market.schema';

/**
 * Offers on the market (`/api/market/offers`, issue 38): the request of a new offer (price a token in BSV as typed)
 * and the answers, amounts in whole satoshis. The routes parse with them; the browser's offers adapter reads them.
 */

const ID = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(200),
  v.check((text: string) => !holdsNulCharacter(text)),
);

/** `POST /api/market/offers`: N tokens of an item at a price a token (BSV), open for whole hours. */
export const OfferTokensRequest = v.object({ itemId: ID, quantity: v.number(), price: v.pipe(v.string(), v.maxLength(40)), expiresInHours: v.number() });

/** An offer as anyone sees it; `status` says where it stands now, `settlement` where an accepted one's payment stands. */
export const MarketOfferSchema = v.object({
  id: v.string(),
  itemId: v.string(),
  buyer: v.string(),
  quantity: v.number(),
  priceSatoshis: v.number(),
  createdAt: v.number(),
  expiresAt: v.number(),
  status: v.picklist(['open', 'expired', 'withdrawn', 'accepted']),
  seller: v.nullable(v.string()),
  acceptedAt: v.nullable(v.number()),
  settlement: v.nullable(v.picklist(['pending-check', 'paid', 'failed'])),
});

export const OfferAnswer = v.object({ success: v.literal(true), offer: MarketOfferSchema });
export const OffersAnswer = v.object({ success: v.literal(true), offers: v.array(MarketOfferSchema) });
/** The signed-in person's offers: those they made, and the open ones on tokens they hold. */
export const MyOffersAnswer = v.object({ success: v.literal(true), made: v.array(MarketOfferSchema), received: v.array(MarketOfferSchema) });
/** `201`: accepted and paid; the tokens moved. */
export const OfferSettledAnswer = v.object({ success: v.literal(true), offer: MarketOfferSchema, purchase: PurchaseSchema });
/** `202`: accepted, the wallet did not answer in time: `pending-check` (settled later, never paid twice). */
export const OfferPendingAnswer = v.object({ success: v.literal(false), code: v.literal('pending-check'), offer: MarketOfferSchema, purchase: PurchaseSchema });
