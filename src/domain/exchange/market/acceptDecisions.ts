import { err, type Result } from '../../shared/result';
import { checkAccept, type AcceptRefusal, type MarketOffer } from './offerRules';

/** One holder's request to accept an offer, at the server's moment `now`. */
export interface AcceptRequest {
  readonly offerId: string;
  readonly seller: string;
  readonly now: number;
}

/** The key of a seller's tokens of an item in `decideAccepts`' free-token map. */
export const holdingKey = (itemId: string, seller: string): string => `${itemId}\u0000${seller}`;

/**
 * Accepts decided together, as if one after the other in the order given: each is `checkAccept` on the offers and
 * free tokens the earlier ones left (an accepted offer is accepted for the next request of it; the tokens it takes
 * are no longer free for the seller's next accept). `offers` holds the offers as read (a missing one is
 * `unknown-offer`); `free` each seller's free tokens of an item as read (`tokensFreeForOffer`, keyed by
 * `holdingKey`), zero when absent. So a batch decides exactly what the same accepts decided alone, in that order.
 */
export function decideAccepts(
  requests: readonly AcceptRequest[],
  offers: ReadonlyMap<string, MarketOffer>,
  free: ReadonlyMap<string, number>,
): Result<MarketOffer, AcceptRefusal | 'unknown-offer'>[] {
  const current = new Map(offers);
  const left = new Map(free);
  return requests.map((request) => {
    const offer = current.get(request.offerId);
    if (offer === undefined) return err('unknown-offer');
    const key = holdingKey(offer.itemId, request.seller);
    const decided = checkAccept(offer, request.seller, left.get(key) ?? 0, request.now);
    if (decided.ok) {
      current.set(offer.id, decided.value);
      left.set(key, (left.get(key) ?? 0) - offer.quantity);
    }
    return decided;
  });
}
