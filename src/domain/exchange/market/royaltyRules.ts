/** A creator's royalty on resales: 0 to 10 % of the price, a whole percent, set at mint and kept with the item. */
export const ROYALTY_PERCENT = { min: 0, max: 10, initial: 0 } as const;

/** The item's creator and royalty percent, as a purchase prices it. */
export interface ItemRoyalty {
  readonly creator: string;
  readonly percent: number;
}

/** Whether a royalty percent is allowed: a whole number from 0 to 10. */
export const isRoyaltyPercent = (percent: number): boolean => Number.isInteger(percent) && percent >= ROYALTY_PERCENT.min && percent <= ROYALTY_PERCENT.max;

/**
 * The creator's royalty on a sale of `subtotalSatoshis` by `seller`: `percent` of the subtotal rounded down to a whole
 * satoshi, taken from the seller's share (the buyer pays the subtotal and the platform fee, no more). None when the
 * creator sells (a first sale is no resale), when no royalty is set, or when it rounds to 0.
 */
export function royaltyOf(subtotalSatoshis: number, seller: string, royalty: ItemRoyalty | null): number {
  if (royalty === null || royalty.percent <= 0 || royalty.creator.toLowerCase() === seller.toLowerCase()) return 0;
  return Math.floor((subtotalSatoshis * royalty.percent) / 100);
}

/**
 * The receivers of one purchase payment: the seller (the subtotal less the royalty), the creator (the royalty) and
 * the platform (the fee), each only when owed something. Their amounts sum to subtotal + fee exactly.
 */
export function purchaseReceivers(seller: string, subtotalSatoshis: number, feeHandle: string, feeSatoshis: number, royalty: ItemRoyalty | null): { handle: string; satoshis: number }[] {
  const royaltySatoshis = royaltyOf(subtotalSatoshis, seller, royalty);
  return [
    { handle: seller, satoshis: subtotalSatoshis - royaltySatoshis },
    ...(royaltySatoshis > 0 && royalty !== null ? [{ handle: royalty.creator, satoshis: royaltySatoshis }] : []),
    ...(feeSatoshis > 0 ? [{ handle: feeHandle, satoshis: feeSatoshis }] : []),
  ];
}
