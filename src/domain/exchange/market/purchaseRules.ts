import { err, ok, type Result } from '../../shared/result';
import { isWholeQuantity } from './ledger';
import type { MarketListing } from './marketRecords';
import { CODE_SALE_FEE_PERMILLE, MINIMUM_SALE_FEE_SATOSHIS } from './marketRules';
import { purchaseReceivers, type ItemRoyalty } from './royaltyRules';

/** Who is paid what by one payment. */
export interface PaymentReceiver {
  readonly handle: string;
  readonly satoshis: number;
}

/** What a purchase costs: the tokens (to the seller), the platform fee on top, and the payment's receivers. */
export interface PurchaseQuote {
  readonly listingId: string;
  readonly itemId: string;
  readonly buyer: string;
  readonly seller: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly subtotalSatoshis: number;
  readonly feeSatoshis: number;
  readonly totalSatoshis: number;
  readonly receivers: readonly PaymentReceiver[];
}

/**
 * Why a purchase is refused before any payment: no positive whole quantity, the buyer's own listing, fewer tokens
 * for sale than asked, or an amount beyond any payment.
 */
export type PurchaseRefusal = 'invalid-quantity' | 'own-listing' | 'not-enough-tokens' | 'amount-too-large';

/**
 * The platform fee on a sale: 2.5 % of the subtotal, rounded up to a whole satoshi, and at least
 * `MINIMUM_SALE_FEE_SATOSHIS` (a sale below 40 satoshis pays 1, not nothing). The buyer pays it on top of the price.
 * Rounding up in whole numbers (no float division) keeps it exact for any safe subtotal.
 */
export const platformFee = (subtotalSatoshis: number): number => {
  const permilles = subtotalSatoshis * CODE_SALE_FEE_PERMILLE;
  const rounded = Math.floor(permilles / 1000) + (permilles % 1000 === 0 ? 0 : 1);
  return Math.max(MINIMUM_SALE_FEE_SATOSHIS, rounded);
};

/**
 * Prices buying `quantity` tokens from `listing`: one payment to the seller, to the item's creator on a resale
 * (`royalty`, taken from the seller's share) and, when there is a fee, to `feeHandle`.
 */
export function quotePurchase(
  listing: MarketListing,
  buyer: string,
  quantity: number,
  feeHandle: string,
  royalty: ItemRoyalty | null = listing.royalty ?? null,
): Result<PurchaseQuote, PurchaseRefusal> {
  if (!isWholeQuantity(quantity)) return err('invalid-quantity');
  if (buyer.toLowerCase() === listing.seller.toLowerCase()) return err('own-listing');
  if (quantity > listing.quantity) return err('not-enough-tokens');
  const subtotalSatoshis = quantity * listing.priceSatoshis;
  const feeSatoshis = platformFee(subtotalSatoshis);
  if (!Number.isSafeInteger(subtotalSatoshis + feeSatoshis)) return err('amount-too-large');
  const receivers = purchaseReceivers(listing.seller, subtotalSatoshis, feeHandle, feeSatoshis, royalty);
  return ok({
    listingId: listing.id,
    itemId: listing.itemId,
    buyer,
    seller: listing.seller,
    quantity,
    priceSatoshis: listing.priceSatoshis,
    subtotalSatoshis,
    feeSatoshis,
    totalSatoshis: subtotalSatoshis + feeSatoshis,
    receivers,
  });
}
