import { MarketChangeLog } from '../database/marketChangeLog';
import { applyTransfer, holdersList, type Holdings } from '../../domain/exchange/market/ledger';
import type { HolderBalance, MarketItem, MarketListing, TokenTransfer, Trade } from '../../domain/exchange/market/marketRecords';
import { activeTraders, tradeFacts, type ItemTradeFacts } from '../../domain/exchange/market/marketStats';
import type {
  DividendReceipt,
  MarketChanges,
  MarketRepository,
  NewPurchase,
  PurchaseLookup,
  ReserveOutcome,
  SellerBalance,
  DividendShare,
  StoredDistribution,
  StoredPurchase,
  PutListingOutcome,
} from '../../ports/marketRepository.port';

/** The market in memory (tests, and the reference the SQL adapter is checked against). Each method is atomic. */
export class MemoryMarketRepository implements MarketRepository {
  private readonly log = new MarketChangeLog();

  changes(since: number): MarketChanges {
    return this.log.since(since);
  }

  /** A write's answer, once it is done: recorded as a change of its item, so a cached board reads that item again. */
  private written<T>(write: Promise<T>, itemOf: string | null | ((answer: T) => string | null)): Promise<T> {
    return this.log.after(write, itemOf);
  }

  readonly items = new Map<string, MarketItem>();
  /** The ledger: every transfer a row. */
  readonly transfers: TokenTransfer[] = [];
  private readonly holdingsByItem = new Map<string, Holdings>();
  private readonly listings = new Map<string, MarketListing & { open: boolean }>();
  readonly purchases = new Map<string, StoredPurchase>();
  readonly trades: Trade[] = [];
  private readonly distributions = new Map<string, StoredDistribution>();

  async item(itemId: string): Promise<MarketItem | null> {
    return this.items.get(itemId) ?? null;
  }

  async itemsWithHolders(itemIds: readonly string[] | null): Promise<readonly { item: MarketItem; holders: number }[]> {
    return (itemIds ?? [...this.items.keys()]).flatMap((itemId) => {
      const item = this.items.get(itemId);
      return item === undefined ? [] : [{ item, holders: this.holdingsByItem.get(itemId)?.size ?? 0 }];
    });
  }

  registerItem(item: MarketItem): Promise<void> {
    return this.written(this.registerItemNow(item), item.itemId);
  }

  private async registerItemNow(item: MarketItem): Promise<void> {
    if (this.items.has(item.itemId)) return;
    this.items.set(item.itemId, item);
    this.transfer({ itemId: item.itemId, from: null, to: item.owner, quantity: item.supply, reason: 'mint', at: item.mintedAt });
  }

  private transfer(transfer: TokenTransfer): void {
    const next = applyTransfer(this.holdingsByItem.get(transfer.itemId) ?? new Map(), transfer);
    if (!next.ok) throw new Error(`ledger refused a transfer: ${next.error}`);
    this.holdingsByItem.set(transfer.itemId, next.value);
    this.transfers.push(transfer);
  }

  async balance(itemId: string, holder: string): Promise<SellerBalance> {
    const reserved = [...this.purchases.values()]
      .filter((purchase) => purchase.state === 'pending-check' && purchase.itemId === itemId && purchase.seller === holder)
      .reduce((sum, purchase) => sum + purchase.quantity, 0);
    return { held: this.holdingsByItem.get(itemId)?.get(holder) ?? 0, reserved };
  }

  async holders(itemId: string): Promise<readonly HolderBalance[]> {
    return holdersList(this.holdingsByItem.get(itemId) ?? new Map());
  }

  async holdingsOf(holder: string): Promise<readonly { itemId: string; tokens: number }[]> {
    return [...this.holdingsByItem].flatMap(([itemId, holdings]) => {
      const tokens = holdings.get(holder) ?? 0;
      return tokens > 0 ? [{ itemId, tokens }] : [];
    });
  }

  async listing(listingId: string): Promise<MarketListing | null> {
    const found = this.listings.get(listingId);
    return found?.open ? strip(found) : null;
  }

  async listingOf(itemId: string, seller: string): Promise<MarketListing | null> {
    const found = [...this.listings.values()].find((listing) => listing.open && listing.itemId === itemId && listing.seller === seller);
    return found === undefined ? null : strip(found);
  }

  async openListings(itemIds?: readonly string[]): Promise<readonly MarketListing[]> {
    return [...this.listings.values()]
      .filter((listing) => listing.open && listing.quantity > 0 && (itemIds === undefined || itemIds.includes(listing.itemId)))
      .sort((a, b) => b.listedAt - a.listedAt || (a.id < b.id ? 1 : -1))
      .map(strip);
  }

  putListing(listing: MarketListing, replaces?: string): Promise<PutListingOutcome> {
    return this.written(this.putListingNow(listing, replaces), listing.itemId);
  }

  private async putListingNow(listing: MarketListing, replaces: string | undefined): Promise<PutListingOutcome> {
    const current = await this.listingOf(listing.itemId, listing.seller);
    if (replaces !== undefined && current?.id !== replaces) return { kind: 'unknown-listing' };
    const { held, reserved } = await this.balance(listing.itemId, listing.seller);
    if (listing.quantity > held - reserved) return { kind: 'exceeds-holdings' };
    const stored = current === null ? listing : { ...current, quantity: listing.quantity, priceSatoshis: listing.priceSatoshis };
    this.listings.set(stored.id, { ...stored, open: true });
    return { kind: 'listed', listing: stored };
  }

  async withdrawListing(listingId: string, seller: string, at: number): Promise<boolean> {
    return (await this.written(this.withdrawListingNow(listingId, seller, at), (itemId) => itemId)) !== null;
  }

  private async withdrawListingNow(listingId: string, seller: string, _at: number): Promise<string | null> {
    const found = this.listings.get(listingId);
    if (found === undefined || !found.open || found.seller !== seller) return null;
    this.listings.set(listingId, { ...found, open: false });
    return found.itemId;
  }

  async findPurchase(idempotencyKey: string): Promise<StoredPurchase | null> {
    return this.purchases.get(idempotencyKey) ?? null;
  }

  async purchaseLookup(idempotencyKey: string, listingId: string): Promise<PurchaseLookup> {
    const listing = await this.listing(listingId);
    const item = listing === null ? undefined : this.items.get(listing.itemId);
    const percent = item?.royaltyPercent ?? 0;
    return { purchase: await this.findPurchase(idempotencyKey), listing: listing !== null && item !== undefined && percent > 0 ? { ...listing, royalty: { creator: item.owner, percent } } : listing };
  }

  reservePurchase(purchase: NewPurchase): Promise<ReserveOutcome> {
    return this.written(this.reservePurchaseNow(purchase), purchase.itemId);
  }

  private async reservePurchaseNow(purchase: NewPurchase): Promise<ReserveOutcome> {
    const existing = this.purchases.get(purchase.idempotencyKey);
    if (existing !== undefined) return { kind: 'exists', purchase: existing };
    const listing = this.listings.get(purchase.listingId);
    if (listing === undefined || !listing.open || listing.quantity < purchase.quantity) return { kind: 'not-enough-tokens' };
    this.listings.set(listing.id, { ...listing, quantity: listing.quantity - purchase.quantity });
    const stored: StoredPurchase = { ...purchase, state: 'pending-check', refusal: null, transactionId: null, paidAt: null };
    this.purchases.set(purchase.idempotencyKey, stored);
    return { kind: 'reserved', purchase: stored };
  }

  async leasePurchase(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean> {
    const found = this.purchases.get(idempotencyKey);
    if (found?.state !== 'pending-check' || found.leaseUntil > now) return false;
    this.purchases.set(idempotencyKey, { ...found, leaseUntil });
    return true;
  }

  async unleasePurchase(idempotencyKey: string): Promise<void> {
    const found = this.purchases.get(idempotencyKey);
    if (found?.state === 'pending-check') this.purchases.set(idempotencyKey, { ...found, leaseUntil: 0 });
  }

  completePurchase(idempotencyKey: string, transactionId: string, paidAt: number): Promise<StoredPurchase | null> {
    return this.written(this.completePurchaseNow(idempotencyKey, transactionId, paidAt), (stored) => stored?.itemId ?? null);
  }

  private async completePurchaseNow(idempotencyKey: string, transactionId: string, paidAt: number): Promise<StoredPurchase | null> {
    const found = this.purchases.get(idempotencyKey);
    if (found?.state !== 'pending-check') return found ?? null;
    const { itemId, seller, buyer, quantity, priceSatoshis } = found;
    this.transfer({ itemId, from: seller, to: buyer, quantity, reason: 'purchase', at: paidAt });
    this.trades.push({ itemId, buyer, seller, quantity, priceSatoshis, at: paidAt });
    const paid: StoredPurchase = { ...found, state: 'paid', transactionId, paidAt, leaseUntil: 0, buyerTokenCiphertext: null };
    this.purchases.set(idempotencyKey, paid);
    return paid;
  }

  failPurchase(idempotencyKey: string, refusal: string): Promise<StoredPurchase | null> {
    return this.written(this.failPurchaseNow(idempotencyKey, refusal), (stored) => stored?.itemId ?? null);
  }

  private async failPurchaseNow(idempotencyKey: string, refusal: string): Promise<StoredPurchase | null> {
    const found = this.purchases.get(idempotencyKey);
    if (found?.state !== 'pending-check') return found ?? null;
    const listing = this.listings.get(found.listingId);
    if (listing !== undefined) this.listings.set(listing.id, { ...listing, quantity: listing.quantity + found.quantity });
    const failed: StoredPurchase = { ...found, state: 'failed', refusal, leaseUntil: 0, buyerTokenCiphertext: null };
    this.purchases.set(idempotencyKey, failed);
    return failed;
  }

  async stalePurchases(now: number, createdBefore: number, limit: number): Promise<readonly StoredPurchase[]> {
    return [...this.purchases.values()]
      .filter((purchase) => purchase.state === 'pending-check' && purchase.leaseUntil <= now && purchase.createdAt < createdBefore)
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit);
  }

  async tradesOf(itemId: string): Promise<readonly Trade[]> {
    return this.trades.filter((trade) => trade.itemId === itemId);
  }

  async tradesOfHolder(holder: string): Promise<readonly Trade[]> {
    return this.trades.filter((trade) => trade.buyer === holder || trade.seller === holder);
  }

  async tradeFacts(itemIds: readonly string[] | null, now: number): Promise<readonly ItemTradeFacts[]> {
    const ids = itemIds ?? [...this.items.keys()];
    return ids.map((itemId) => tradeFacts(itemId, this.trades.filter((trade) => trade.itemId === itemId), now));
  }

  async activeTradersAt(now: number): Promise<number> {
    return activeTraders(this.trades, now);
  }

  async beginDistribution(distribution: StoredDistribution): Promise<{ kind: 'begun' | 'exists'; distribution: StoredDistribution }> {
    const existing = this.distributions.get(distribution.idempotencyKey);
    if (existing !== undefined) return { kind: 'exists', distribution: existing };
    this.distributions.set(distribution.idempotencyKey, distribution);
    return { kind: 'begun', distribution };
  }

  async findDistribution(idempotencyKey: string): Promise<StoredDistribution | null> {
    return this.distributions.get(idempotencyKey) ?? null;
  }

  async leaseDistribution(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean> {
    const found = this.distributions.get(idempotencyKey);
    if (found === undefined || found.state === 'paid' || found.leaseUntil > now) return false;
    this.distributions.set(idempotencyKey, { ...found, state: 'paying', refusal: null, leaseUntil });
    return true;
  }

  async markBatchAttempted(idempotencyKey: string, batch: number, at: number): Promise<void> {
    this.changeBatch(idempotencyKey, batch, (share) => (share.transactionId === null ? { ...share, attemptedAt: at } : share));
  }

  async unleaseDistribution(idempotencyKey: string): Promise<void> {
    const found = this.distributions.get(idempotencyKey);
    if (found !== undefined && found.state !== 'paid') this.distributions.set(idempotencyKey, { ...found, leaseUntil: 0 });
  }

  async releaseBatch(idempotencyKey: string, batch: number): Promise<boolean> {
    const pending = this.distributions.get(idempotencyKey)?.shares.some((share) => share.batch === batch && share.transactionId === null && share.attemptedAt !== null);
    if (pending !== true) return false;
    this.changeBatch(idempotencyKey, batch, (share) => (share.transactionId === null ? { ...share, attemptedAt: null } : share));
    return true;
  }

  private changeBatch(idempotencyKey: string, batch: number, change: (share: DividendShare) => DividendShare): void {
    const found = this.distributions.get(idempotencyKey);
    if (found === undefined) return;
    this.distributions.set(idempotencyKey, { ...found, shares: found.shares.map((share) => (share.batch === batch ? change(share) : share)) });
  }

  settleBatch(idempotencyKey: string, batch: number, transactionId: string, paidAt: number): Promise<void> {
    return this.written(this.settleBatchNow(idempotencyKey, batch, transactionId, paidAt), null);
  }

  private async settleBatchNow(idempotencyKey: string, batch: number, transactionId: string, paidAt: number): Promise<void> {
    const found = this.distributions.get(idempotencyKey);
    if (found === undefined) return;
    const shares = found.shares.map((share) => (share.batch === batch && share.transactionId === null ? { ...share, transactionId, paidAt } : share));
    this.distributions.set(idempotencyKey, { ...found, shares });
  }

  endDistribution(idempotencyKey: string, state: 'paid' | 'failed', refusal: string | null): Promise<void> {
    return this.written(this.endDistributionNow(idempotencyKey, state, refusal), null);
  }

  private async endDistributionNow(idempotencyKey: string, state: 'paid' | 'failed', refusal: string | null): Promise<void> {
    const found = this.distributions.get(idempotencyKey);
    if (found !== undefined) this.distributions.set(idempotencyKey, { ...found, state, refusal, leaseUntil: 0 });
  }

  async dividendsOf(holder: string): Promise<readonly DividendReceipt[]> {
    return [...this.distributions.values()]
      .flatMap((distribution) =>
        distribution.shares
          .filter((share) => share.holder === holder && share.paidAt !== null)
          .map((share) => ({ itemId: distribution.itemId, satoshis: share.satoshis, paidAt: share.paidAt ?? 0 })),
      )
      .sort((a, b) => b.paidAt - a.paidAt);
  }

  async pendingDividendsOf(holder: string): Promise<readonly { readonly itemId: string; readonly satoshis: number }[]> {
    return [...this.distributions.values()]
      .filter((distribution) => distribution.state === 'paying')
      .flatMap((distribution) =>
        distribution.shares.filter((share) => share.holder === holder && share.paidAt === null).map((share) => ({ itemId: distribution.itemId, satoshis: share.satoshis })),
      );
  }

  async dividendsPaidSince(since: number): Promise<number> {
    return [...this.distributions.values()]
      .flatMap((distribution) => distribution.shares)
      .filter((share) => share.paidAt !== null && share.paidAt > since)
      .reduce((sum, share) => sum + share.satoshis, 0);
  }
}

const strip = ({ id, itemId, seller, quantity, priceSatoshis, listedAt }: MarketListing): MarketListing => ({ id, itemId, seller, quantity, priceSatoshis, listedAt });
