import { err, ok, type Result } from '../../shared/result';
import { isWholeQuantity } from './ledger';

/**
 * Why a listing is refused: no positive whole quantity, no positive whole satoshi price, more tokens than the seller
 * holds beyond their pending sales, or a total price beyond any payment.
 */
export type ListingRefusal = 'invalid-quantity' | 'invalid-price' | 'exceeds-holdings' | 'amount-too-large';

export interface ListingDraft {
  readonly quantity: number;
  readonly priceSatoshis: number;
}

/**
 * Checks a listing (new, or changing the seller's listing of the item) against what the seller holds and has not
 * yet sold (`available`: holdings minus tokens reserved by purchases in progress).
 */
export function checkListing(draft: ListingDraft, available: number): Result<ListingDraft, ListingRefusal> {
  if (!isWholeQuantity(draft.quantity)) return err('invalid-quantity');
  if (!isWholeQuantity(draft.priceSatoshis)) return err('invalid-price');
  if (draft.quantity > available) return err('exceeds-holdings');
  if (!Number.isSafeInteger(draft.quantity * draft.priceSatoshis)) return err('amount-too-large');
  return ok(draft);
}
