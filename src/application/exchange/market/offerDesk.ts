import { checkOfferTerms, offerPurchaseKey, quoteOffer, type AcceptRefusal, type OfferRefusal } from '../../../domain/exchange/market/offerRules';
import { HOUR_MS } from '../../../domain/exchange/market/marketRules';
import type { MarketRepository, StoredPurchase } from '../../../ports/marketRepository.port';
import type { OfferRecord, OfferRepository, WalletFunds } from '../../../ports/offerRepository.port';
import type { TokenCipher } from '../../../ports/tokenCipher.port';
import type { PurchaseBuyer, PurchaseDesk, PurchaseRefusalCode } from './purchaseDesk';

/** An offer as asked for: the item, how many tokens, the price a token in satoshis, open for how many hours. */
export interface OfferRequest {
  readonly itemId: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly expiresInHours: number;
}

/**
 * Why an offer was not made: its terms, an unknown item, too little money in the buyer's wallet
 * (`insufficient-funds`), a wallet that did not answer (`funds-unknown`: never read as "no funds"), or a token the
 * wallet refused (`authorization-expired`).
 */
export type PlaceRefusal = OfferRefusal | 'unknown-item' | 'insufficient-funds' | 'funds-unknown' | 'authorization-expired';

export type PlaceOutcome = { readonly ok: true; readonly offer: OfferRecord } | { readonly ok: false; readonly code: PlaceRefusal };

/** What accepting did: settled (paid once, tokens moved), pending check (the answer was lost), or refused. */
export type AcceptOfferOutcome =
  | { readonly kind: 'settled'; readonly offer: OfferRecord; readonly purchase: StoredPurchase }
  | { readonly kind: 'pending-check'; readonly offer: OfferRecord; readonly purchase: StoredPurchase }
  | { readonly kind: 'refused'; readonly code: AcceptRefusal | 'unknown-offer' | PurchaseRefusalCode };

/** Offers the server lists at most per read. */
export const OFFERS_PER_READ = 50;

/**
 * Offers (issue 38, Build 3). Making one checks the buyer's funds through the wallet and keeps the buyer's session
 * token sealed with it, as a purchase keeps it while pending. Accepting one records its purchase pending with the
 * acceptance (atomically, once), then pays it through `PurchaseDesk`'s own path: one HandCash payment to the seller,
 * the creator's royalty and the fee, from the buyer's wallet; a lost answer stays pending check, never "not paid".
 */
export class OfferDesk {
  constructor(
    private readonly offers: OfferRepository,
    private readonly market: MarketRepository,
    private readonly purchases: PurchaseDesk,
    private readonly funds: WalletFunds,
    private readonly cipher: TokenCipher,
    /** The server's clock (the routes read an offer's status with it). */
    readonly now: () => number,
    private readonly newId: () => string,
    private readonly feeHandle: string,
    private readonly leaseMs: number = 15_000,
    /** How long an offer's hour lasts (`OFFER_HOUR_SECONDS`): an hour, unless shortened to try expiry in seconds. */
    private readonly hourMs: number = HOUR_MS,
  ) {}

  async place(buyer: PurchaseBuyer, request: OfferRequest): Promise<PlaceOutcome> {
    const now = this.now();
    const terms = checkOfferTerms(request, now, this.hourMs);
    if (!terms.ok) return { ok: false, code: terms.error };
    if ((await this.market.item(request.itemId)) === null) return { ok: false, code: 'unknown-item' };
    const funds = await this.funds.spendable(buyer.authToken);
    if (!funds.ok) return { ok: false, code: funds.error === 'unknown' ? 'funds-unknown' : 'authorization-expired' };
    if (funds.value < terms.value.totalSatoshis) return { ok: false, code: 'insufficient-funds' };
    const offer = await this.offers.placeOffer({
      id: this.newId(),
      itemId: request.itemId,
      buyer: buyer.handle,
      quantity: request.quantity,
      priceSatoshis: request.priceSatoshis,
      createdAt: now,
      expiresAt: terms.value.expiresAt,
      buyerTokenCiphertext: buyer.sealedToken ?? this.cipher.encrypt(buyer.authToken),
    });
    return { ok: true, offer };
  }

  withdraw(buyer: string, offerId: string): ReturnType<OfferRepository['withdrawOffer']> {
    return this.offers.withdrawOffer(offerId, buyer, this.now());
  }

  async accept(seller: string, offerId: string): Promise<AcceptOfferOutcome> {
    const now = this.now();
    const accepted = await this.offers.acceptOffer(offerId, seller, now, (offer, royalty, buyerTokenCiphertext) => ({
      ...quoteOffer(offer, seller, this.feeHandle, royalty),
      idempotencyKey: offerPurchaseKey(offer.id),
      createdAt: now,
      leaseUntil: now + this.leaseMs,
      buyerTokenCiphertext,
    }));
    if (accepted.kind === 'refused') return accepted;
    const token = accepted.purchase.buyerTokenCiphertext === null ? null : this.cipher.decrypt(accepted.purchase.buyerTokenCiphertext);
    // No token to pay with: the purchase stays pending and is settled by the stale sweep (found unpaid, it fails).
    const paid = token === null ? { kind: 'pending-check' as const, purchase: accepted.purchase } : await this.purchases.payReserved(accepted.purchase, token);
    // The offer as accepted, with where its payment now stands (read back, it would say no more).
    switch (paid.kind) {
      case 'bought':
        return { kind: 'settled', offer: { ...accepted.offer, settlement: paid.purchase.state }, purchase: paid.purchase };
      case 'pending-check':
        return { kind: 'pending-check', offer: { ...accepted.offer, settlement: paid.purchase.state }, purchase: paid.purchase };
      case 'refused':
        return { kind: 'refused', code: paid.code };
    }
  }

  /** An item's offers, newest first. */
  ofItem(itemId: string): Promise<readonly OfferRecord[]> {
    return this.offers.offersOfItem(itemId, OFFERS_PER_READ);
  }

  /** The offers a person made, and the open offers on tokens they hold ("Offers on your tokens"). */
  async of(handle: string): Promise<{ readonly made: readonly OfferRecord[]; readonly received: readonly OfferRecord[] }> {
    const [made, received] = await Promise.all([this.offers.offersByBuyer(handle, OFFERS_PER_READ), this.offers.offersToHolder(handle, this.now(), OFFERS_PER_READ)]);
    return { made, received };
  }
}
