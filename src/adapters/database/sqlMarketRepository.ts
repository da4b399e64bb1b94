import { sql, type SQL } from 'drizzle-orm';
import type { HolderBalance, MarketItem, MarketListing, Trade } from '../../domain/exchange/market/marketRecords';
import type { ItemTradeFacts } from '../../domain/exchange/market/marketStats';
import type {
  DividendReceipt,
  MarketChanges,
  MarketRepository,
  NewPurchase,
  PurchaseLookup,
  ReserveOutcome,
  SellerBalance,
  StoredDistribution,
  StoredPurchase,
  PutListingOutcome,
} from '../../ports/marketRepository.port';
import type { Database } from './database';
import { MarketChangeLog } from './marketChangeLog';
import { guardDatabase } from './guardDatabase';
import { SqlDividendLedger } from './sqlDividendLedger';
import { SqlMarketFigures } from './sqlMarketFigures';
import { SqlPurchaseLedger } from './sqlPurchaseLedger';
import { num, Rollback, rowsOf, str, toItem, toListing, toTrade, transactionOr, type Row } from './sqlMarketRows';

/**
 * The market in PostgreSQL or PGlite. Holdings are kept in `token_holdings` in the same transaction as each ledger
 * row (its CHECK keeps them ≥ 0); a reservation decrements the listing with `quantity >= n` in its WHERE, so two
 * buyers (or two servers) cannot both take the last tokens.
 */
export class SqlMarketRepository implements MarketRepository {
  private readonly log = new MarketChangeLog();

  changes(since: number): MarketChanges {
    return this.log.since(since);
  }

  /** A write's answer, once it is done: recorded as a change of its item, so a cached board reads that item again. */
  private written<T>(write: Promise<T>, itemOf: string | null | ((answer: T) => string | null)): Promise<T> {
    return this.log.after(write, itemOf);
  }

  private readonly dividends: SqlDividendLedger;
  private readonly purchases: SqlPurchaseLedger;
  private readonly figures: SqlMarketFigures;

  constructor(private readonly db: Database) {
    this.dividends = new SqlDividendLedger(db);
    this.purchases = new SqlPurchaseLedger(db);
    this.figures = new SqlMarketFigures(db);
  }

  private rows(query: SQL): Promise<Row[]> {
    return guardDatabase(() => rowsOf(this.db, query));
  }

  async item(itemId: string): Promise<MarketItem | null> {
    const rows = await this.rows(sql`SELECT * FROM market_items WHERE item_id = ${itemId}`);
    return rows[0] === undefined ? null : toItem(rows[0]);
  }

  async itemsWithHolders(itemIds: readonly string[] | null): Promise<readonly { item: MarketItem; holders: number }[]> {
    const where = itemIds === null ? sql`` : sql`WHERE i.item_id IN (${itemIds.length === 0 ? sql`NULL` : sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})`;
    const rows = await this.rows(sql`SELECT * FROM market_items i ${where}`);
    return rows.map((row) => ({ item: toItem(row), holders: num(row['holders']) }));
  }

  registerItem(item: MarketItem): Promise<void> {
    return this.written(this.registerItemNow(item), item.itemId);
  }

  private async registerItemNow(item: MarketItem): Promise<void> {
    await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        const inserted = await rowsOf(
          tx,
          sql`INSERT INTO market_items (item_id, owner_handle, name, description, code_type, language, supply, minted_at, holders, royalty_percent)
              VALUES (${item.itemId}, ${item.owner}, ${item.name}, ${item.description}, ${item.codeType}, ${item.language}, ${item.supply}, ${item.mintedAt}, 1, ${item.royaltyPercent ?? 0})
              ON CONFLICT (item_id) DO NOTHING RETURNING item_id`,
        );
        if (inserted.length === 0) return;
        await tx.execute(
          sql`INSERT INTO token_transfers (item_id, from_handle, to_handle, quantity, reason, at) VALUES (${item.itemId}, NULL, ${item.owner}, ${item.supply}, 'mint', ${item.mintedAt})`,
        );
        await tx.execute(sql`INSERT INTO token_holdings (item_id, holder, tokens) VALUES (${item.itemId}, ${item.owner}, ${item.supply})`);
      }),
    );
  }

  async balance(itemId: string, holder: string): Promise<SellerBalance> {
    const rows = await this.rows(sql`
      SELECT (SELECT tokens FROM token_holdings WHERE item_id = ${itemId} AND holder = ${holder}) AS held,
             (SELECT COALESCE(sum(quantity), 0) FROM market_purchases WHERE item_id = ${itemId} AND seller = ${holder} AND state = 'pending-check') AS reserved`);
    return { held: num(rows[0]?.['held']), reserved: num(rows[0]?.['reserved']) };
  }

  async holders(itemId: string): Promise<readonly HolderBalance[]> {
    const rows = await this.rows(sql`SELECT holder, tokens FROM token_holdings WHERE item_id = ${itemId} AND tokens > 0 ORDER BY tokens DESC, holder`);
    return rows.map((row) => ({ holder: str(row['holder']), tokens: num(row['tokens']) }));
  }

  async holdingsOf(holder: string): Promise<readonly { itemId: string; tokens: number }[]> {
    const rows = await this.rows(sql`SELECT item_id, tokens FROM token_holdings WHERE holder = ${holder} AND tokens > 0 ORDER BY item_id`);
    return rows.map((row) => ({ itemId: str(row['item_id']), tokens: num(row['tokens']) }));
  }

  async listing(listingId: string): Promise<MarketListing | null> {
    const rows = await this.rows(sql`SELECT * FROM market_listings WHERE id = ${listingId} AND withdrawn_at IS NULL`);
    return rows[0] === undefined ? null : toListing(rows[0]);
  }

  async listingOf(itemId: string, seller: string): Promise<MarketListing | null> {
    const rows = await this.rows(sql`SELECT * FROM market_listings WHERE item_id = ${itemId} AND seller = ${seller} AND withdrawn_at IS NULL`);
    return rows[0] === undefined ? null : toListing(rows[0]);
  }

  async openListings(itemIds?: readonly string[]): Promise<readonly MarketListing[]> {
    const only = itemIds === undefined ? sql`` : sql`AND item_id IN (${itemIds.length === 0 ? sql`NULL` : sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})`;
    const rows = await this.rows(sql`SELECT * FROM market_listings WHERE withdrawn_at IS NULL AND quantity > 0 ${only} ORDER BY listed_at DESC, id DESC`);
    return rows.map(toListing);
  }

  putListing(listing: MarketListing, replaces?: string, changedAt?: number): Promise<PutListingOutcome> {
    return this.written(this.putListingNow(listing, replaces, changedAt ?? listing.listedAt), listing.itemId);
  }

  private async putListingNow(listing: MarketListing, replaces: string | undefined, changedAt: number): Promise<PutListingOutcome> {
    const outcome = await transactionOr(this.db, async (tx) => {
          // The open listing and the holding are locked first, so no reservation slips between the check and the write.
          const current = await rowsOf(
            tx,
            sql`SELECT * FROM market_listings WHERE item_id = ${listing.itemId} AND seller = ${listing.seller} AND withdrawn_at IS NULL FOR UPDATE`,
          );
          if (replaces !== undefined && (current[0] === undefined || str(current[0]['id']) !== replaces)) throw new Rollback('unknown-listing');
          const held = await rowsOf(tx, sql`SELECT tokens FROM token_holdings WHERE item_id = ${listing.itemId} AND holder = ${listing.seller} FOR UPDATE`);
          const reserved = await rowsOf(
            tx,
            sql`SELECT COALESCE(sum(quantity), 0) AS reserved FROM market_purchases WHERE item_id = ${listing.itemId} AND seller = ${listing.seller} AND state = 'pending-check'`,
          );
          if (listing.quantity > num(held[0]?.['tokens']) - num(reserved[0]?.['reserved'])) throw new Rollback('exceeds-holdings');
          const existing = current[0];
          const rows =
            existing === undefined
              ? await rowsOf(
                  tx,
                  sql`INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at, listed_quantity, listed_price_satoshis)
                      VALUES (${listing.id}, ${listing.itemId}, ${listing.seller}, ${listing.quantity}, ${listing.priceSatoshis}, ${listing.listedAt},
                        ${listing.quantity}, ${listing.priceSatoshis}) RETURNING *`,
                )
              : await rowsOf(
                  tx,
                  // The change is kept for the activity feed (migration 0033): the row keeps only the terms now.
                  sql`WITH changed AS (
                        UPDATE market_listings SET quantity = ${listing.quantity}, price_satoshis = ${listing.priceSatoshis} WHERE id = ${str(existing['id'])} RETURNING *),
                      recorded AS (
                        INSERT INTO market_listing_changes (listing_id, item_id, seller, quantity, price_satoshis, changed_at)
                        SELECT id, item_id, seller, quantity, price_satoshis, ${changedAt} FROM changed)
                      SELECT * FROM changed`,
                );
          return { kind: 'listed' as const, listing: toListing(rows[0]!) };
    });
    if (!(outcome instanceof Rollback)) return outcome;
    return outcome.outcome === 'unknown-listing' ? { kind: 'unknown-listing' } : { kind: 'exceeds-holdings' };
  }

  async withdrawListing(listingId: string, seller: string, at: number): Promise<boolean> {
    return (await this.written(this.withdrawListingNow(listingId, seller, at), (itemId) => itemId)) !== null;
  }

  private async withdrawListingNow(listingId: string, seller: string, at: number): Promise<string | null> {
    const rows = await this.rows(
      sql`UPDATE market_listings SET withdrawn_at = ${at} WHERE id = ${listingId} AND seller = ${seller} AND withdrawn_at IS NULL RETURNING item_id`,
    );
    return rows[0] === undefined ? null : str(rows[0]['item_id']);
  }

  findPurchase(idempotencyKey: string): Promise<StoredPurchase | null> {
    return this.purchases.findPurchase(idempotencyKey);
  }

  purchaseLookup(idempotencyKey: string, listingId: string): Promise<PurchaseLookup> {
    return this.purchases.purchaseLookup(idempotencyKey, listingId);
  }

  reservePurchase(purchase: NewPurchase): Promise<ReserveOutcome> {
    return this.written(this.purchases.reservePurchase(purchase), purchase.itemId);
  }

  leasePurchase(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean> {
    return this.purchases.leasePurchase(idempotencyKey, now, leaseUntil);
  }

  unleasePurchase(idempotencyKey: string): Promise<void> {
    return this.purchases.unleasePurchase(idempotencyKey);
  }

  completePurchase(idempotencyKey: string, transactionId: string, paidAt: number): Promise<StoredPurchase | null> {
    return this.written(this.purchases.completePurchase(idempotencyKey, transactionId, paidAt), (stored) => stored?.itemId ?? null);
  }

  failPurchase(idempotencyKey: string, refusal: string): Promise<StoredPurchase | null> {
    return this.written(this.purchases.failPurchase(idempotencyKey, refusal), (stored) => stored?.itemId ?? null);
  }

  stalePurchases(now: number, createdBefore: number, limit: number): Promise<readonly StoredPurchase[]> {
    return this.purchases.stalePurchases(now, createdBefore, limit);
  }

  async tradesOf(itemId: string): Promise<readonly Trade[]> {
    return (await this.rows(sql`SELECT * FROM market_trades WHERE item_id = ${itemId} ORDER BY at, id`)).map(toTrade);
  }

  async tradesOfHolder(holder: string): Promise<readonly Trade[]> {
    return (await this.rows(sql`SELECT * FROM market_trades WHERE buyer = ${holder} OR seller = ${holder} ORDER BY at, id`)).map(toTrade);
  }

  tradeFacts(itemIds: readonly string[] | null, now: number): Promise<readonly ItemTradeFacts[]> {
    return this.figures.tradeFacts(itemIds, now);
  }

  activeTradersAt(now: number): Promise<number> {
    return this.figures.activeTradersAt(now);
  }

  beginDistribution(distribution: StoredDistribution): Promise<{ kind: 'begun' | 'exists'; distribution: StoredDistribution }> {
    return this.dividends.beginDistribution(distribution);
  }

  findDistribution(idempotencyKey: string): Promise<StoredDistribution | null> {
    return this.dividends.findDistribution(idempotencyKey);
  }

  leaseDistribution(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean> {
    return this.dividends.leaseDistribution(idempotencyKey, now, leaseUntil);
  }

  markBatchAttempted(idempotencyKey: string, batch: number, at: number): Promise<void> {
    return this.dividends.markBatchAttempted(idempotencyKey, batch, at);
  }

  unleaseDistribution(idempotencyKey: string): Promise<void> {
    return this.dividends.unleaseDistribution(idempotencyKey);
  }

  releaseBatch(idempotencyKey: string, batch: number): Promise<boolean> {
    return this.dividends.releaseBatch(idempotencyKey, batch);
  }

  settleBatch(idempotencyKey: string, batch: number, transactionId: string, paidAt: number): Promise<void> {
    return this.written(this.dividends.settleBatch(idempotencyKey, batch, transactionId, paidAt), null);
  }

  endDistribution(idempotencyKey: string, state: 'paid' | 'failed', refusal: string | null): Promise<void> {
    return this.written(this.dividends.endDistribution(idempotencyKey, state, refusal), null);
  }

  dividendsOf(holder: string): Promise<readonly DividendReceipt[]> {
    return this.dividends.dividendsOf(holder);
  }

  pendingDividendsOf(holder: string): Promise<readonly { readonly itemId: string; readonly satoshis: number }[]> {
    return this.dividends.pendingDividendsOf(holder);
  }

  dividendsPaidSince(since: number): Promise<number> {
    return this.dividends.dividendsPaidSince(since);
  }
}
