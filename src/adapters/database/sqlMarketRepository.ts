import { sql, type SQL } from 'drizzle-orm';
import type { HolderBalance, MarketItem, MarketListing, Trade } from '../../domain/exchange/market/marketRecords';
import { DAY_MS } from '../../domain/exchange/market/marketRules';
import type { ItemTradeFacts } from '../../domain/exchange/market/marketStats';
import type {
  DividendReceipt,
  MarketRepository,
  NewPurchase,
  ReserveOutcome,
  SellerBalance,
  StoredDistribution,
  StoredPurchase,
} from '../../ports/marketRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { SqlDividendLedger } from './sqlDividendLedger';
import { num, numOrNull, Rollback, rowsOf, str, toItem, toListing, toPurchase, toTrade, transactionOr, type Row } from './sqlMarketRows';

/**
 * The market in PostgreSQL or PGlite. Holdings are kept in `token_holdings` in the same transaction as each ledger
 * row (its CHECK keeps them ≥ 0); a reservation decrements the listing with `quantity >= n` in its WHERE, so two
 * buyers (or two servers) cannot both take the last tokens.
 */
export class SqlMarketRepository implements MarketRepository {
  private readonly dividends: SqlDividendLedger;

  constructor(private readonly db: Database) {
    this.dividends = new SqlDividendLedger(db);
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
    const rows = await this.rows(sql`
      SELECT i.*, COALESCE(h.holders, 0) AS holders FROM market_items i
      LEFT JOIN (SELECT item_id, count(*) AS holders FROM token_holdings WHERE tokens > 0 GROUP BY item_id) h ON h.item_id = i.item_id
      ${where}`);
    return rows.map((row) => ({ item: toItem(row), holders: num(row['holders']) }));
  }

  async registerItem(item: MarketItem): Promise<void> {
    await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        const inserted = await rowsOf(
          tx,
          sql`INSERT INTO market_items (item_id, owner_handle, name, description, code_type, language, supply, minted_at)
              VALUES (${item.itemId}, ${item.owner}, ${item.name}, ${item.description}, ${item.codeType}, ${item.language}, ${item.supply}, ${item.mintedAt})
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

  async openListings(): Promise<readonly MarketListing[]> {
    const rows = await this.rows(sql`SELECT * FROM market_listings WHERE withdrawn_at IS NULL AND quantity > 0 ORDER BY listed_at DESC, id DESC`);
    return rows.map(toListing);
  }

  async putListing(listing: MarketListing): Promise<{ kind: 'listed'; listing: MarketListing } | { kind: 'exceeds-holdings' }> {
    const outcome = await transactionOr(this.db, async (tx) => {
          // The open listing and the holding are locked first, so no reservation slips between the check and the write.
          const current = await rowsOf(
            tx,
            sql`SELECT * FROM market_listings WHERE item_id = ${listing.itemId} AND seller = ${listing.seller} AND withdrawn_at IS NULL FOR UPDATE`,
          );
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
                  sql`INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at)
                      VALUES (${listing.id}, ${listing.itemId}, ${listing.seller}, ${listing.quantity}, ${listing.priceSatoshis}, ${listing.listedAt}) RETURNING *`,
                )
              : await rowsOf(
                  tx,
                  sql`UPDATE market_listings SET quantity = ${listing.quantity}, price_satoshis = ${listing.priceSatoshis} WHERE id = ${str(existing['id'])} RETURNING *`,
                );
          return { kind: 'listed' as const, listing: toListing(rows[0]!) };
    });
    return outcome instanceof Rollback ? { kind: 'exceeds-holdings' } : outcome;
  }

  async withdrawListing(listingId: string, seller: string): Promise<boolean> {
    const rows = await this.rows(
      sql`UPDATE market_listings SET withdrawn_at = ${Date.now()} WHERE id = ${listingId} AND seller = ${seller} AND withdrawn_at IS NULL RETURNING id`,
    );
    return rows.length > 0;
  }

  async findPurchase(idempotencyKey: string): Promise<StoredPurchase | null> {
    const rows = await this.rows(sql`SELECT * FROM market_purchases WHERE idempotency_key = ${idempotencyKey}`);
    return rows[0] === undefined ? null : toPurchase(rows[0]);
  }

  async reservePurchase(purchase: NewPurchase): Promise<ReserveOutcome> {
    const outcome = await transactionOr(this.db, async (tx) => {
          const taken = await rowsOf(
            tx,
            sql`UPDATE market_listings SET quantity = quantity - ${purchase.quantity}
                WHERE id = ${purchase.listingId} AND withdrawn_at IS NULL AND quantity >= ${purchase.quantity} RETURNING id`,
          );
          if (taken.length === 0) throw new Rollback('not-enough-tokens');
          const inserted = await rowsOf(
            tx,
            sql`INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis,
                  fee_satoshis, total_satoshis, receivers, state, created_at, lease_until, buyer_token_ciphertext)
                VALUES (${purchase.idempotencyKey}, ${purchase.listingId}, ${purchase.itemId}, ${purchase.buyer}, ${purchase.seller}, ${purchase.quantity},
                  ${purchase.priceSatoshis}, ${purchase.subtotalSatoshis}, ${purchase.feeSatoshis}, ${purchase.totalSatoshis},
                  ${JSON.stringify(purchase.receivers)}::jsonb, 'pending-check', ${purchase.createdAt}, ${purchase.leaseUntil}, ${purchase.buyerTokenCiphertext})
                ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
          );
          if (inserted[0] === undefined) throw new Rollback('exists');
          return { kind: 'reserved' as const, purchase: toPurchase(inserted[0]) };
    });
    if (!(outcome instanceof Rollback)) return outcome;
    // Too few tokens, or the key's purchase already recorded (by a request racing this one): say which.
    const existing = await this.findPurchase(purchase.idempotencyKey);
    return existing === null ? { kind: 'not-enough-tokens' } : { kind: 'exists', purchase: existing };
  }

  async leasePurchase(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean> {
    const rows = await this.rows(
      sql`UPDATE market_purchases SET lease_until = ${leaseUntil} WHERE idempotency_key = ${idempotencyKey} AND state = 'pending-check' AND lease_until <= ${now} RETURNING idempotency_key`,
    );
    return rows.length > 0;
  }

  async unleasePurchase(idempotencyKey: string): Promise<void> {
    await this.rows(sql`UPDATE market_purchases SET lease_until = 0 WHERE idempotency_key = ${idempotencyKey} AND state = 'pending-check'`);
  }

  async completePurchase(idempotencyKey: string, transactionId: string, paidAt: number): Promise<StoredPurchase | null> {
    await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        const paid = await rowsOf(
          tx,
          sql`UPDATE market_purchases SET state = 'paid', transaction_id = ${transactionId}, paid_at = ${paidAt}, lease_until = 0, buyer_token_ciphertext = NULL
              WHERE idempotency_key = ${idempotencyKey} AND state = 'pending-check' RETURNING *`,
        );
        if (paid[0] === undefined) return;
        const { itemId, seller, buyer, quantity, priceSatoshis } = toPurchase(paid[0]);
        await tx.execute(
          sql`INSERT INTO token_transfers (item_id, from_handle, to_handle, quantity, reason, at) VALUES (${itemId}, ${seller}, ${buyer}, ${quantity}, 'purchase', ${paidAt})`,
        );
        await tx.execute(sql`UPDATE token_holdings SET tokens = tokens - ${quantity} WHERE item_id = ${itemId} AND holder = ${seller}`);
        await tx.execute(
          sql`INSERT INTO token_holdings (item_id, holder, tokens) VALUES (${itemId}, ${buyer}, ${quantity})
              ON CONFLICT (item_id, holder) DO UPDATE SET tokens = token_holdings.tokens + EXCLUDED.tokens`,
        );
        await tx.execute(
          sql`INSERT INTO market_trades (purchase_key, item_id, buyer, seller, quantity, price_satoshis, at)
              VALUES (${idempotencyKey}, ${itemId}, ${buyer}, ${seller}, ${quantity}, ${priceSatoshis}, ${paidAt})`,
        );
        await tx.execute(
          sql`UPDATE market_items SET last_price_satoshis = ${priceSatoshis}, last_trade_at = ${paidAt}
              WHERE item_id = ${itemId} AND (last_trade_at IS NULL OR last_trade_at <= ${paidAt})`,
        );
      }),
    );
    return this.findPurchase(idempotencyKey);
  }

  async failPurchase(idempotencyKey: string, refusal: string): Promise<StoredPurchase | null> {
    await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        const failed = await rowsOf(
          tx,
          sql`UPDATE market_purchases SET state = 'failed', refusal = ${refusal}, lease_until = 0, buyer_token_ciphertext = NULL
              WHERE idempotency_key = ${idempotencyKey} AND state = 'pending-check' RETURNING listing_id, quantity`,
        );
        if (failed[0] === undefined) return;
        await tx.execute(sql`UPDATE market_listings SET quantity = quantity + ${num(failed[0]['quantity'])} WHERE id = ${str(failed[0]['listing_id'])}`);
      }),
    );
    return this.findPurchase(idempotencyKey);
  }

  async tradesOf(itemId: string): Promise<readonly Trade[]> {
    return (await this.rows(sql`SELECT * FROM market_trades WHERE item_id = ${itemId} ORDER BY at, id`)).map(toTrade);
  }

  async tradesOfHolder(holder: string): Promise<readonly Trade[]> {
    return (await this.rows(sql`SELECT * FROM market_trades WHERE buyer = ${holder} OR seller = ${holder} ORDER BY at, id`)).map(toTrade);
  }

  async tradeFacts(itemIds: readonly string[] | null, now: number): Promise<readonly ItemTradeFacts[]> {
    const dayStart = now - DAY_MS;
    const only = itemIds === null ? sql`` : sql`AND i.item_id IN (${itemIds.length === 0 ? sql`NULL` : sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})`;
    // The last price is kept on the item; the day's figures read only the day's trades; the reference price is one
    // index probe per traded item.
    const rows = await this.rows(sql`
      WITH day AS (
        SELECT item_id, sum(quantity * price_satoshis) AS volume, count(*) AS trades, (array_agg(price_satoshis ORDER BY at, id))[1] AS first_price
        FROM market_trades WHERE at > ${dayStart} AND at <= ${now} GROUP BY item_id
      )
      SELECT i.item_id, i.last_price_satoshis, i.last_trade_at, day.volume, day.trades,
        COALESCE(
          (SELECT t.price_satoshis FROM market_trades t WHERE t.item_id = i.item_id AND t.at <= ${dayStart} ORDER BY t.at DESC, t.id DESC LIMIT 1),
          day.first_price
        ) AS reference_price
      FROM market_items i LEFT JOIN day ON day.item_id = i.item_id
      WHERE TRUE ${only}`);
    return rows.map((row) => {
      const lastAt = numOrNull(row['last_trade_at']);
      const traded = lastAt !== null && lastAt <= now;
      return {
        itemId: str(row['item_id']),
        lastPriceSatoshis: traded ? numOrNull(row['last_price_satoshis']) : null,
        referencePriceSatoshis: traded ? numOrNull(row['reference_price']) : null,
        volume24hSatoshis: num(row['volume']),
        trades24h: num(row['trades']),
      };
    });
  }

  async activeTradersSince(since: number): Promise<number> {
    const rows = await this.rows(sql`
      SELECT count(*) AS traders FROM (SELECT buyer AS who FROM market_trades WHERE at > ${since} UNION SELECT seller FROM market_trades WHERE at > ${since}) people`);
    return num(rows[0]?.['traders']);
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

  settleBatch(idempotencyKey: string, batch: number, transactionId: string, paidAt: number): Promise<void> {
    return this.dividends.settleBatch(idempotencyKey, batch, transactionId, paidAt);
  }

  endDistribution(idempotencyKey: string, state: 'paid' | 'failed', refusal: string | null): Promise<void> {
    return this.dividends.endDistribution(idempotencyKey, state, refusal);
  }

  dividendsOf(holder: string): Promise<readonly DividendReceipt[]> {
    return this.dividends.dividendsOf(holder);
  }

  dividendsPaidSince(since: number): Promise<number> {
    return this.dividends.dividendsPaidSince(since);
  }
}
