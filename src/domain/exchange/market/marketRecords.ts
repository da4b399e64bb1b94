import type { CodeType } from '../listing';
import type { ItemRoyalty } from './royaltyRules';

/**
 * The market's records (issue 30). Amounts are whole satoshis; quantities are whole tokens; times are epoch ms.
 * Handles are HandCash handles without `$`.
 */

/** A code item traded on the market: what was minted, by whom, and how many tokens exist. */
export interface MarketItem {
  readonly itemId: string;
  /** Who minted it: the only one who may distribute its dividends. */
  readonly owner: string;
  readonly name: string;
  readonly description: string;
  readonly codeType: CodeType;
  readonly language: string;
  /** Tokens in existence; the item's holdings always add up to it. */
  readonly supply: number;
  readonly mintedAt: number;
  /** The creator's royalty on every resale, a whole percent from 0 to 10 (absent: 0). */
  readonly royaltyPercent?: number;
}

/** Why tokens moved: minted to their first holder, or bought through a listing. */
export type TransferReason = 'mint' | 'purchase';

/** One row of the holdings ledger: `quantity` tokens of an item from one holder to another (`from` null: minted). */
export interface TokenTransfer {
  readonly itemId: string;
  readonly from: string | null;
  readonly to: string;
  readonly quantity: number;
  readonly reason: TransferReason;
  readonly at: number;
}

/** Tokens of an item a seller offers at a price per token; `quantity` is what is still for sale. */
export interface MarketListing {
  readonly id: string;
  readonly itemId: string;
  readonly seller: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly listedAt: number;
  /** The item's creator and royalty, when read with the listing for a purchase (absent: none is paid). */
  readonly royalty?: ItemRoyalty;
}

/** A sale that happened: the price per token it was made at, and when. */
export interface Trade {
  readonly itemId: string;
  readonly buyer: string;
  readonly seller: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly at: number;
}

/** What one holder holds of one item. */
export interface HolderBalance {
  readonly holder: string;
  readonly tokens: number;
}
