import type { HolderBalance, MarketItem, MarketListing, Trade } from '../domain/exchange/market/marketRecords';
import type { ItemTradeFacts } from '../domain/exchange/market/marketStats';
import type { PurchaseQuote } from '../domain/exchange/market/purchaseRules';

/** A purchase as recorded: its quote, and where its payment stands. `failed`: refused, nothing moved. */
export interface StoredPurchase extends PurchaseQuote {
  readonly idempotencyKey: string;
  readonly state: 'pending-check' | 'paid' | 'failed';
  /** Why a failed purchase failed (a wallet refusal code). */
  readonly refusal: string | null;
  readonly transactionId: string | null;
  readonly createdAt: number;
  readonly paidAt: number | null;
  readonly leaseUntil: number;
  /** The buyer's token, encrypted, kept only while the payment is pending (to reconcile it). */
  readonly buyerTokenCiphertext: string | null;
}

export type NewPurchase = Omit<StoredPurchase, 'state' | 'refusal' | 'transactionId' | 'paidAt'>;

/** A purchase request's key and listing as recorded (`MarketRepository.purchaseLookup`). */
export interface PurchaseLookup {
  readonly purchase: StoredPurchase | null;
  readonly listing: MarketListing | null;
}

/** A reservation: made (the tokens are held for this purchase), the key's purchase already recorded, or too few left. */
export type ReserveOutcome =
  | { readonly kind: 'reserved'; readonly purchase: StoredPurchase }
  | { readonly kind: 'exists'; readonly purchase: StoredPurchase }
  | { readonly kind: 'not-enough-tokens' };

/** One holder's share of a distribution, and the batch (payment) it is paid in. */
export interface DividendShare {
  readonly holder: string;
  readonly satoshis: number;
  readonly batch: number;
  readonly transactionId: string | null;
  readonly paidAt: number | null;
  /**
   * When the wallet was asked to pay this share's batch (the same for every share of the batch); with no transaction
   * the batch is "pending check": it may have been paid and is never paid again before that is settled.
   */
  readonly attemptedAt: number | null;
}

/** A distribution of a dividend to an item's holders, paid once per batch. */
export interface StoredDistribution {
  readonly idempotencyKey: string;
  readonly itemId: string;
  readonly distributor: string;
  readonly amountSatoshis: number;
  readonly state: 'paying' | 'paid' | 'failed';
  readonly refusal: string | null;
  readonly createdAt: number;
  readonly leaseUntil: number;
  readonly shares: readonly DividendShare[];
}

/** A dividend a holder received. */
export interface DividendReceipt {
  readonly itemId: string;
  readonly satoshis: number;
  readonly paidAt: number;
}

/** Writes since a revision (`MarketRepository.changes`). */
export interface MarketChanges {
  readonly revision: number;
  readonly itemIds: readonly string[] | null;
}

/** The seller's tokens of an item: held (the ledger's sum) and reserved by purchases whose payment is under way. */
export interface SellerBalance {
  readonly held: number;
  readonly reserved: number;
}

/** What opening or changing a listing did. */
export type PutListingOutcome =
  | { readonly kind: 'listed'; readonly listing: MarketListing }
  | { readonly kind: 'exceeds-holdings' }
  | { readonly kind: 'unknown-listing' };

/**
 * The market's records (server side): items, the holdings ledger (every transfer a row; holdings its sums, never
 * negative), listings, purchases, trades and dividends. Writes that must agree are atomic in the adapter: a
 * reservation takes tokens from a listing only while enough remain; completing a purchase writes its transfer and
 * trade with it. Every method rejects with `DatabaseUnavailableError` when the database cannot answer.
 */
export interface MarketRepository {
  /**
   * What was written through this repository since `revision` (a number that grows with every write): the current
   * revision and the items whose records (listings, holdings, trades) changed; null when that is no longer known
   * (too long ago): read everything again.
   */
  changes(since: number): MarketChanges;
  item(itemId: string): Promise<MarketItem | null>;
  /** The items (all when null) with how many people hold tokens of each, in one read. */
  itemsWithHolders(itemIds: readonly string[] | null): Promise<readonly { readonly item: MarketItem; readonly holders: number }[]>;
  /** Keeps a minted item and mints its whole supply to its owner (one ledger row); a second call changes nothing. */
  registerItem(item: MarketItem): Promise<void>;
  balance(itemId: string, holder: string): Promise<SellerBalance>;
  holders(itemId: string): Promise<readonly HolderBalance[]>;
  /** Every item `holder` holds tokens of, with the tokens. */
  holdingsOf(holder: string): Promise<readonly { readonly itemId: string; readonly tokens: number }[]>;

  listing(listingId: string): Promise<MarketListing | null>;
  /** The seller's open listing of an item, or null. */
  listingOf(itemId: string, seller: string): Promise<MarketListing | null>;
  /** Open listings with tokens left (of the items named, or all), newest first. */
  openListings(itemIds?: readonly string[]): Promise<readonly MarketListing[]>;
  /**
   * Opens the seller's listing of the item, or changes its quantity and price (one open listing per seller and
   * item): refused when the quantity exceeds the seller's tokens not reserved by pending purchases. With `replaces`,
   * only that open listing is changed: `unknown-listing` when it is no longer the seller's open listing of the item
   * (withdrawn meanwhile), so a change racing a withdrawal never opens a new listing. A change is recorded for the
   * activity feed at `changedAt` (default: the listing's `listedAt`, the time of a listing opened again).
   */
  putListing(listing: MarketListing, replaces?: string, changedAt?: number): Promise<PutListingOutcome>;
  /** Closes the seller's listing at `at`; false when it is not theirs or not open. */
  withdrawListing(listingId: string, seller: string, at: number): Promise<boolean>;

  findPurchase(idempotencyKey: string): Promise<StoredPurchase | null>;
  /**
   * What a new purchase request needs, in one read: the purchase recorded under its key (or null) and the open
   * listing it names (or null). Requests arriving together may share the read.
   */
  purchaseLookup(idempotencyKey: string, listingId: string): Promise<PurchaseLookup>;
  /** Records a pending purchase and takes its tokens from the listing, only while enough remain. */
  reservePurchase(purchase: NewPurchase): Promise<ReserveOutcome>;
  /** Takes a pending purchase's expired lease; false when it is not pending or its lease still runs. */
  leasePurchase(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean>;
  unleasePurchase(idempotencyKey: string): Promise<void>;
  /** Marks a pending purchase paid and moves its tokens (a transfer row and a trade), at once; answers it as stored. */
  completePurchase(idempotencyKey: string, transactionId: string, paidAt: number): Promise<StoredPurchase | null>;
  /** Marks a pending purchase failed and gives its tokens back to the listing; answers it as stored. */
  failPurchase(idempotencyKey: string, refusal: string): Promise<StoredPurchase | null>;
  /** Up to `limit` pending purchases, oldest first, whose lease ran out by `now` and that were made before `createdBefore`. */
  stalePurchases(now: number, createdBefore: number, limit: number): Promise<readonly StoredPurchase[]>;

  /** An item's trades, oldest first. */
  tradesOf(itemId: string): Promise<readonly Trade[]>;
  /** Trades `holder` bought or sold, oldest first. */
  tradesOfHolder(holder: string): Promise<readonly Trade[]>;
  /** The trade facts of the items (all items when null), at `now`. */
  tradeFacts(itemIds: readonly string[] | null, now: number): Promise<readonly ItemTradeFacts[]>;
  /** Distinct buyers and sellers with a trade in the day's window at `now` (`dayStartHour`). */
  activeTradersAt(now: number): Promise<number>;

  /** Records a distribution with its shares, or answers the one recorded under the key. */
  beginDistribution(distribution: StoredDistribution): Promise<{ readonly kind: 'begun' | 'exists'; readonly distribution: StoredDistribution }>;
  findDistribution(idempotencyKey: string): Promise<StoredDistribution | null>;
  /** Takes the expired lease of a distribution not yet paid (paying, or failed: it is paying again); false otherwise. */
  leaseDistribution(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean>;
  /** Records that the wallet is being asked to pay one batch, before it is asked (the batch is then pending check). */
  markBatchAttempted(idempotencyKey: string, batch: number, at: number): Promise<void>;
  /** Ends the lease of a distribution left pending check, so that a retry or a settlement may take it. */
  unleaseDistribution(idempotencyKey: string): Promise<void>;
  /** Clears an unpaid batch's attempt (nothing left the wallet): it may be paid again. False when it is not pending. */
  releaseBatch(idempotencyKey: string, batch: number): Promise<boolean>;
  /** Records one batch as paid (its shares get the transaction). */
  settleBatch(idempotencyKey: string, batch: number, transactionId: string, paidAt: number): Promise<void>;
  /** Ends a distribution: paid (every batch paid) or failed (a refusal; paid batches stay paid). */
  endDistribution(idempotencyKey: string, state: 'paid' | 'failed', refusal: string | null): Promise<void>;
  /** Dividends `holder` received, newest first. */
  dividendsOf(holder: string): Promise<readonly DividendReceipt[]>;
  /** Dividends due to `holder` not paid yet: unpaid shares of distributions being paid (a later batch, a retry). */
  pendingDividendsOf(holder: string): Promise<readonly { readonly itemId: string; readonly satoshis: number }[]>;
  /** Satoshis of dividends paid after `since`. */
  dividendsPaidSince(since: number): Promise<number>;
}
