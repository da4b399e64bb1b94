import type { Brand } from '../shared/brand';

/** Identifies one code NFT listing; cannot be mixed up with other ids. */
export type ListingId = Brand<string, 'ListingId'>;

/** Brands a raw string as a listing id (sample data and tests). */
export const listingId = (value: string): ListingId => value as ListingId;

/** What kind of code a listing tokenises (spec section 3). */
export type CodeType = 'contract' | 'library' | 'app' | 'snippet';

/**
 * A code project traded as a token on the exchange (spec section 3, "Code NFT listing").
 * Amounts are in BSV; percentages are plain numbers (`4.2` means 4.2 %).
 */
export interface Listing {
  readonly id: ListingId;
  readonly name: string;
  readonly description: string;
  /** The author's handle. */
  readonly author: string;
  /** The author's initials, shown in place of a picture so no image is fetched. */
  readonly authorAvatar: string;
  /** Price of one token, in BSV. */
  readonly price: number;
  /** Price times circulating supply, in BSV. */
  readonly marketCap: number;
  readonly holders: number;
  /** Traded in the last 24 hours, in BSV. */
  readonly volume24h: number;
  /** Price change over 24 hours, in percent. */
  readonly change24h: number;
  readonly codeType: CodeType;
  readonly language: string;
  readonly tags: readonly string[];
  readonly downloads: number;
  /** Out of 5. */
  readonly rating: number;
  /** Revenue earned by the code so far, in BSV. */
  readonly revenue: number;
  /** Yearly dividend yield (APY), in percent. */
  readonly dividendYield: number;
  /** Price of the last sale, in BSV. */
  readonly lastSale: number;
  /** A short monogram drawn as the project's picture. */
  readonly thumbnail: string;
  readonly verified: boolean;
  readonly trending: boolean;
  readonly featured: boolean;
  /** An example of the embedded default, not a market record: always shown marked "Sample". */
  readonly sample?: boolean;
  /** A real listing's facts from the market (absent on samples). */
  readonly market?: ListingMarketFacts;
}

/** What the market knows of a real listing: which listing and item, who sells, how many tokens at what ask. */
export interface ListingMarketFacts {
  readonly listingId: string;
  readonly itemId: string;
  readonly seller: string;
  readonly forSale: number;
  /** Price of one token asked by the seller, in whole satoshis. */
  readonly askSatoshis: number;
  /** Whether the item has traded: without a trade, its price, cap, volume and change are not figures yet. */
  readonly traded: boolean;
  /** Whether a 24h change is known (a trade before the day's window to compare with); else it is no figure. */
  readonly changeKnown: boolean;
  /** Tokens of the item in existence (its holdings add up to it). */
  readonly supply: number;
  /** Who minted the item, and the royalty they are paid on every resale (0 to 10 %; absent: none). */
  readonly creator?: string;
  readonly royaltyPercent?: number;
}

/** Tokens in circulation: market cap divided by price, rounded; 0 when the price is not positive. */
export function circulatingSupply(listing: Pick<Listing, 'marketCap' | 'price'>): number {
  return listing.price > 0 ? Math.round(listing.marketCap / listing.price) : 0;
}
