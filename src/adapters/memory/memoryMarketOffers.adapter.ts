import { checkAccept, checkWithdraw, tokensFreeForOffer, type MarketOffer } from '../../domain/exchange/market/offerRules';
import type { StoredPurchase } from '../../ports/marketRepository.port';
import type { AcceptOutcome, NewOffer, OfferRecord, OfferRepository, PurchaseOfOffer } from '../../ports/offerRepository.port';
import type { MemoryMarketRepository } from './memoryMarketRepository.adapter';

type Kept = MarketOffer & { readonly buyerTokenCiphertext: string | null };

/**
 * Offers in memory, beside a `MemoryMarketRepository` (tests, and the reference the SQL adapter is checked against):
 * an accepted offer's purchase is recorded in that repository's purchases, where its payment settles as any
 * purchase's. Each method is atomic.
 */
export class MemoryMarketOffers implements OfferRepository {
  private readonly offers = new Map<string, Kept>();

  constructor(private readonly market: MemoryMarketRepository) {}

  private record({ buyerTokenCiphertext: _token, ...offer }: Kept): OfferRecord {
    const purchase = offer.purchaseKey === null ? undefined : this.market.purchases.get(offer.purchaseKey);
    return { ...offer, settlement: purchase?.state ?? null };
  }

  private newestFirst(filter: (offer: Kept) => boolean, limit: number): readonly OfferRecord[] {
    return [...this.offers.values()]
      .filter(filter)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((offer) => this.record(offer));
  }

  async placeOffer(offer: NewOffer): Promise<OfferRecord> {
    const kept: Kept = { ...offer, state: 'open', seller: null, acceptedAt: null, purchaseKey: null };
    this.offers.set(offer.id, kept);
    return this.record(kept);
  }

  async offer(offerId: string): Promise<OfferRecord | null> {
    const kept = this.offers.get(offerId);
    return kept === undefined ? null : this.record(kept);
  }

  async offersOfItem(itemId: string, limit: number): Promise<readonly OfferRecord[]> {
    return this.newestFirst((offer) => offer.itemId === itemId, limit);
  }

  async offersByBuyer(buyer: string, limit: number): Promise<readonly OfferRecord[]> {
    return this.newestFirst((offer) => offer.buyer === buyer, limit);
  }

  async offersToHolder(holder: string, now: number, limit: number): Promise<readonly OfferRecord[]> {
    const held = new Set((await this.market.holdingsOf(holder)).map((holding) => holding.itemId));
    return this.newestFirst((offer) => offer.state === 'open' && offer.expiresAt > now && offer.buyer !== holder && held.has(offer.itemId), limit);
  }

  async withdrawOffer(offerId: string, buyer: string, _at: number): ReturnType<OfferRepository['withdrawOffer']> {
    const kept = this.offers.get(offerId);
    if (kept === undefined) return { ok: false, code: 'unknown-offer' };
    const withdrawn = checkWithdraw(kept, buyer);
    if (!withdrawn.ok) return { ok: false, code: withdrawn.error };
    const next: Kept = { ...withdrawn.value, buyerTokenCiphertext: null };
    this.offers.set(offerId, next);
    return { ok: true, offer: this.record(next) };
  }

  async acceptOffer(offerId: string, seller: string, now: number, purchaseOf: PurchaseOfOffer): Promise<AcceptOutcome> {
    const read = this.offers.get(offerId);
    if (read === undefined) return { kind: 'refused', code: 'unknown-offer' };
    const { held } = await this.market.balance(read.itemId, seller);
    const listed = (await this.market.listingOf(read.itemId, seller))?.quantity ?? 0;
    const item = await this.market.item(read.itemId);
    // From here on nothing waits: the offer and the reservations are read and written in one turn.
    const current = this.offers.get(offerId) ?? read;
    const reserved = [...this.market.purchases.values()]
      .filter((purchase) => purchase.state === 'pending-check' && purchase.itemId === current.itemId && purchase.seller === seller)
      .reduce((sum, purchase) => sum + purchase.quantity, 0);
    const accepted = checkAccept(current, seller, tokensFreeForOffer(held, reserved, listed), now);
    if (!accepted.ok) return { kind: 'refused', code: accepted.error };
    const royalty = item !== null && (item.royaltyPercent ?? 0) > 0 ? { creator: item.owner, percent: item.royaltyPercent ?? 0 } : null;
    const purchase: StoredPurchase = { ...purchaseOf(accepted.value, royalty, current.buyerTokenCiphertext), state: 'pending-check', refusal: null, transactionId: null, paidAt: null };
    this.offers.set(offerId, { ...accepted.value, buyerTokenCiphertext: null });
    this.market.purchases.set(purchase.idempotencyKey, purchase);
    return { kind: 'accepted', offer: accepted.value, purchase };
  }
}
