import { err, ok, type Result } from '../../shared/result';
import { isWholeQuantity } from './ledger';
import { HOUR_MS } from './marketRules';
import { platformFee, quotePurchase, type PurchaseQuote } from './purchaseRules';
import type { ItemRoyalty } from './royaltyRules';

/** How long an offer may stay open: from one hour to thirty days, in whole hours (issue 38, Build 3). */
export const OFFER_EXPIRY_HOURS = { min: 1, max: 30 * 24, initial: 24 } as const;

/**
 * A buyer's offer for `quantity` tokens of an item at `priceSatoshis` a token, open until `expiresAt`. `open` until the
 * buyer withdraws it or a holder accepts it; an accepted offer names its seller and the purchase that settles it.
 */
export interface MarketOffer {
  readonly id: string;
  readonly itemId: string;
  readonly buyer: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly state: 'open' | 'withdrawn' | 'accepted';
  readonly seller: string | null;
  readonly acceptedAt: number | null;
  /** The idempotency key of the purchase that settles an accepted offer (`offerPurchaseKey`). */
  readonly purchaseKey: string | null;
}

/** Where an offer stands at a moment: an open offer past its expiry is `expired`. */
export type OfferStatus = 'open' | 'expired' | 'withdrawn' | 'accepted';

export type OfferRefusal = 'invalid-quantity' | 'invalid-price' | 'invalid-expiry' | 'amount-too-large';
export type AcceptRefusal = 'offer-expired' | 'offer-withdrawn' | 'offer-accepted' | 'own-offer' | 'not-enough-tokens';
export type WithdrawRefusal = 'not-offer-owner' | 'offer-accepted' | 'offer-withdrawn';

/** An offer as asked for: how many tokens, at what price a token (satoshis), open for how many hours. */
export interface OfferTerms {
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly expiresInHours: number;
}

/** What the buyer pays when the offer is accepted: the tokens and the platform fee on top (as a purchase). */
export const offerTotal = (quantity: number, priceSatoshis: number): number => quantity * priceSatoshis + platformFee(quantity * priceSatoshis);

/**
 * Checks an offer's terms; answers when it expires (`now` + whole hours of `hourMs` each: an hour, unless the operator
 * shortens it to try expiry in seconds) and the total the buyer must be able to pay.
 */
export function checkOfferTerms(terms: OfferTerms, now: number, hourMs: number = HOUR_MS): Result<{ readonly expiresAt: number; readonly totalSatoshis: number }, OfferRefusal> {
  if (!isWholeQuantity(terms.quantity)) return err('invalid-quantity');
  if (!Number.isSafeInteger(terms.priceSatoshis) || terms.priceSatoshis <= 0) return err('invalid-price');
  const hours = terms.expiresInHours;
  if (!Number.isInteger(hours) || hours < OFFER_EXPIRY_HOURS.min || hours > OFFER_EXPIRY_HOURS.max) return err('invalid-expiry');
  const subtotal = terms.quantity * terms.priceSatoshis;
  if (!Number.isSafeInteger(subtotal) || !Number.isSafeInteger(subtotal + platformFee(subtotal))) return err('amount-too-large');
  return ok({ expiresAt: now + hours * hourMs, totalSatoshis: offerTotal(terms.quantity, terms.priceSatoshis) });
}

export const offerStatus = (offer: MarketOffer, now: number): OfferStatus =>
  offer.state === 'open' && now >= offer.expiresAt ? 'expired' : offer.state;

/**
 * The tokens a holder may sell to an offer: held, less those reserved by purchases under way and those on their open
 * listing (a buyer of the listing must still find them), never below zero.
 */
export const tokensFreeForOffer = (held: number, reserved: number, listed: number): number => Math.max(0, held - reserved - listed);

/** Whether `seller`, with `freeTokens` free (`tokensFreeForOffer`), may accept `offer` at `now`. */
export function checkAccept(offer: MarketOffer, seller: string, freeTokens: number, now: number): Result<MarketOffer, AcceptRefusal> {
  const status = offerStatus(offer, now);
  if (status === 'accepted') return err('offer-accepted');
  if (status === 'withdrawn') return err('offer-withdrawn');
  if (status === 'expired') return err('offer-expired');
  if (offer.buyer.toLowerCase() === seller.toLowerCase()) return err('own-offer');
  if (offer.quantity > freeTokens) return err('not-enough-tokens');
  return ok({ ...offer, state: 'accepted', seller, acceptedAt: now, purchaseKey: offerPurchaseKey(offer.id) });
}

/** Whether `buyer` may withdraw `offer`: their own, until it is accepted (an expired one too: it only tidies). */
export function checkWithdraw(offer: MarketOffer, buyer: string): Result<MarketOffer, WithdrawRefusal> {
  if (offer.buyer.toLowerCase() !== buyer.toLowerCase()) return err('not-offer-owner');
  if (offer.state === 'accepted') return err('offer-accepted');
  if (offer.state === 'withdrawn') return err('offer-withdrawn');
  return ok({ ...offer, state: 'withdrawn' });
}

/** The purchase that settles an accepted offer is recorded under this key: one offer, one purchase, one payment. */
export const offerPurchaseKey = (offerId: string): string => `offer:${offerId}`;
/** The closed listing an offer's purchase is recorded against (the seller's tokens at the offer's price). */
export const offerListingId = (offerId: string): string => `offer-${offerId}`;

/** Prices an accepted offer as a purchase from `seller` (fee on top, royalty from the seller's share). */
export function quoteOffer(offer: MarketOffer, seller: string, feeHandle: string, royalty: ItemRoyalty | null): PurchaseQuote {
  const listing = { id: offerListingId(offer.id), itemId: offer.itemId, seller, quantity: offer.quantity, priceSatoshis: offer.priceSatoshis, listedAt: offer.createdAt };
  const quote = quotePurchase(listing, offer.buyer, offer.quantity, feeHandle, royalty);
  if (!quote.ok) throw new Error(`an accepted offer must price as a purchase: ${quote.error}`);
  return quote.value;
}
