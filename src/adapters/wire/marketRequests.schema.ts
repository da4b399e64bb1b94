import * as v from 'valibot';
import { holdsNulCharacter } from '../../domain/shared/storableText';

/**
 * The requests of the market's writes (`/api/market`), amounts in BSV as typed: the routes parse with them (a wrong
 * field is a 400 `invalid-field` naming it); the browser's adapter sends the market desk's orders.
 */

/** An idempotency key: 16 to 64 URL-safe characters. */
const KEY = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
/** An id as kept: no NUL, which no database text may hold. */
const ID = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(200),
  v.check((text: string) => !holdsNulCharacter(text)),
);

/** `POST /api/market/listings`: tokens of an item offered at a price (BSV). */
export const ListRequest = v.object({ itemId: ID, quantity: v.number(), price: v.pipe(v.string(), v.maxLength(40)) });
/** `PATCH /api/market/listings/{id}`: the seller's open listing's new quantity and price (BSV). */
export const ChangeListingRequest = v.object({ quantity: v.number(), price: v.pipe(v.string(), v.maxLength(40)) });
/** `POST /api/market/purchases`: tokens of a listing bought once per key. */
export const BuyRequest = v.object({ listingId: ID, quantity: v.number(), idempotencyKey: KEY });
/** `POST /api/market/dividends`: an amount (BSV) shared among an item's holders, once per key. */
export const DistributeRequest = v.object({ itemId: ID, amount: v.pipe(v.string(), v.maxLength(40)), idempotencyKey: KEY });
