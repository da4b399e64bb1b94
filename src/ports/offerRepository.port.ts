import type { AcceptRefusal, MarketOffer, WithdrawRefusal } from '../domain/exchange/market/offerRules';
import type { ItemRoyalty } from '../domain/exchange/market/royaltyRules';
import type { NewPurchase, StoredPurchase } from './marketRepository.port';

/** An offer as read: the offer, and where the payment of an accepted one stands (null while not accepted). */
export interface OfferRecord extends MarketOffer {
  readonly settlement: StoredPurchase['state'] | null;
}

/** A new offer, with the buyer's session token sealed: kept while the offer is open, to pay when it is accepted. */
export type NewOffer = Omit<MarketOffer, 'state' | 'seller' | 'acceptedAt' | 'purchaseKey'> & { readonly buyerTokenCiphertext: string };

/** What accepting did: the offer accepted with its purchase recorded pending (to be paid now), or why not. */
export type AcceptOutcome =
  | { readonly kind: 'accepted'; readonly offer: MarketOffer; readonly purchase: StoredPurchase }
  | { readonly kind: 'refused'; readonly code: AcceptRefusal | 'unknown-offer' };

/** Prices the purchase that settles an accepted offer (the item's royalty read with it). */
export type PurchaseOfOffer = (offer: MarketOffer, royalty: ItemRoyalty | null, buyerTokenCiphertext: string | null) => NewPurchase;

/**
 * The market's offers (server side), beside the market's records. Every method rejects with
 * `DatabaseUnavailableError` when the database cannot answer.
 */
export interface OfferRepository {
  placeOffer(offer: NewOffer): Promise<OfferRecord>;
  offer(offerId: string): Promise<OfferRecord | null>;
  /** An item's offers, newest first, at most `limit`. */
  offersOfItem(itemId: string, limit: number): Promise<readonly OfferRecord[]>;
  /** Offers `buyer` made, newest first, at most `limit`. */
  offersByBuyer(buyer: string, limit: number): Promise<readonly OfferRecord[]>;
  /** Open offers not expired at `now` on items `holder` holds tokens of, by others, newest first, at most `limit`. */
  offersToHolder(holder: string, now: number, limit: number): Promise<readonly OfferRecord[]>;
  /** Withdraws the buyer's offer (forgetting its token), while it is not accepted (`checkWithdraw`). */
  withdrawOffer(offerId: string, buyer: string, at: number): Promise<{ readonly ok: true; readonly offer: OfferRecord } | { readonly ok: false; readonly code: WithdrawRefusal | 'unknown-offer' }>;
  /**
   * Accepts the offer for `seller` at `now`, atomically: only an open, unexpired offer of another buyer, and only
   * while the seller's tokens not reserved nor listed cover it (`checkAccept`); with it, the purchase `purchaseOf`
   * prices is recorded pending (reserving the tokens) and the offer's token moves to that purchase. Of accepts racing
   * for one offer, one is accepted and the others answer `offer-accepted`.
   */
  acceptOffer(offerId: string, seller: string, now: number, purchaseOf: PurchaseOfOffer): Promise<AcceptOutcome>;
}

/** A buyer's wallet funds, asked when an offer is made. */
export interface WalletFunds {
  /**
   * What the token holder's wallet may spend now through this app, in satoshis; `authorization-expired` when the
   * token is refused, `unknown` when the wallet did not answer (never read as "no funds"). Never rejects.
   */
  spendable(authToken: string): Promise<{ readonly ok: true; readonly value: number } | { readonly ok: false; readonly error: 'authorization-expired' | 'unknown' }>;
}
