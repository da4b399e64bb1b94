import type { Candle, CandleInterval } from '../domain/exchange/market/candles';
import type { ItemFile } from '../domain/exchange/itemFiles';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** A purchase as the buy form sends it: which listing, how many tokens, and the form's idempotency key. */
export interface PurchaseOrder {
  readonly listingId: string;
  readonly quantity: number;
  readonly idempotencyKey: string;
}

/** A listing as the list form sends it: the item, how many tokens, the price of one in BSV as typed. */
export interface ListingOrder {
  readonly itemId: string;
  readonly quantity: number;
  readonly price: string;
}

/** A change of the person's own open listing: its new quantity and price per token in BSV as typed. */
export interface ListingChangeOrder {
  readonly quantity: number;
  readonly price: string;
}

/** A dividend as the distribute form sends it: the item, the amount in BSV as typed, and the form's idempotency key. */
export interface DividendOrder {
  readonly itemId: string;
  readonly amount: string;
  readonly idempotencyKey: string;
}

/** A purchase the market recorded as paid: what was bought, what was paid, and the wallet's transaction. */
export interface PurchaseReceipt {
  readonly quantity: number;
  readonly totalSatoshis: number;
  readonly transactionId: string;
  /** Who the one payment paid, and how much each (the seller, the creator's royalty, the fee); absent: not told. */
  readonly receivers?: readonly { readonly handle: string; readonly satoshis: number }[];
}

/** One trade's price, for the price history chart. */
export interface PricePoint {
  readonly at: number;
  readonly priceSatoshis: number;
}

/**
 * Why the market refused or could not answer: the server's problem `code` (a rule, e.g. `not-enough-tokens`,
 * `own-listing`, a wallet refusal such as `insufficient-balance`), `pending-check` (the wallet did not answer in
 * time: asking again with the same key settles it), `not-authenticated` / `authentication-expired`, or `unavailable`
 * (no answer, or one the page cannot read). The page words each code from its table.
 */
export interface MarketDeskError {
  readonly code: string;
}

/** The market's writes, kept by the app's server. Never rejects: failures are error values. */
export interface MarketDesk {
  /** Buys tokens exactly once per idempotency key (a retry with the same key answers the same purchase). */
  buy(order: PurchaseOrder): Promise<Result<PurchaseReceipt, MarketDeskError>>;
  /** Opens the signed-in person's listing of an item, or changes its quantity and price. */
  list(order: ListingOrder): Promise<Result<void, MarketDeskError>>;
  /** Changes the quantity and price of the signed-in person's own open listing. */
  change(listingId: string, order: ListingChangeOrder): Promise<Result<void, MarketDeskError>>;
  /** Withdraws the signed-in person's own open listing from the market. */
  withdraw(listingId: string): Promise<Result<void, MarketDeskError>>;
  /** Pays an item's dividend to its holders pro rata, once per idempotency key: the satoshis paid to them. */
  distribute(order: DividendOrder): Promise<Result<{ readonly paidSatoshis: number; readonly holders: number }, MarketDeskError>>;
  /** An item's trade prices, oldest first (empty before its first trade). */
  history(itemId: string): Promise<Result<readonly PricePoint[], MarketDeskError>>;
  /** An item's candles of `interval` (price a token and volume), oldest first; `unknown-item` for no such item. */
  candles(itemId: string, interval: CandleInterval): Promise<Result<readonly Candle[], MarketDeskError>>;
  /** The code files kept for an item minted here, in the mint's order; `files-not-kept` when there are none. */
  filesOf(itemId: string): Promise<Result<readonly ItemFile[], MarketDeskError>>;
}

export const MarketDesk: Token<MarketDesk> = token<MarketDesk>('MarketDesk');
