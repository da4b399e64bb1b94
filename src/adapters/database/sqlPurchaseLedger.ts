import { sql, type SQL } from 'drizzle-orm';
import { HOUR_MS } from '../../domain/exchange/market/marketRules';
import type { NewPurchase, ReserveOutcome, StoredPurchase } from '../../ports/marketRepository.port';
import { isUniqueViolation, type Database } from './database';
import { guardDatabase } from './guardDatabase';
import { rowsOf, toPurchase, type Row } from './sqlMarketRows';

/**
 * The market's purchases in PostgreSQL or PGlite, each write one statement (atomic on its own, so no transaction is
 * held open between round trips): a reservation takes tokens from the listing only while enough remain and records
 * the purchase with it; completing a purchase writes, in the same statement, the ledger row, both holdings, the
 * trade, and the figures kept with each trade (the item's last price and holder count, the hour's volume, the hour's
 * traders) that the board reads instead of every trade.
 */
export class SqlPurchaseLedger {
  constructor(private readonly db: Database) {}

  private rows(query: SQL): Promise<Row[]> {
    return guardDatabase(() => rowsOf(this.db, query));
  }

  async findPurchase(idempotencyKey: string): Promise<StoredPurchase | null> {
    const rows = await this.rows(sql`SELECT * FROM market_purchases WHERE idempotency_key = ${idempotencyKey}`);
    return rows[0] === undefined ? null : toPurchase(rows[0]);
  }

  async reservePurchase(purchase: NewPurchase): Promise<ReserveOutcome> {
    let inserted: Row[];
    try {
      // A key already recorded takes nothing; two requests racing with one key: the second insert violates the key,
      // which undoes the whole statement (its listing update too).
      inserted = await this.rows(sql`
        WITH taken AS (
          UPDATE market_listings SET quantity = quantity - ${purchase.quantity}
          WHERE id = ${purchase.listingId} AND withdrawn_at IS NULL AND quantity >= ${purchase.quantity}
            AND NOT EXISTS (SELECT 1 FROM market_purchases WHERE idempotency_key = ${purchase.idempotencyKey})
          RETURNING id
        )
        INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis,
          fee_satoshis, total_satoshis, receivers, state, created_at, lease_until, buyer_token_ciphertext)
        SELECT ${purchase.idempotencyKey}, ${purchase.listingId}, ${purchase.itemId}, ${purchase.buyer}, ${purchase.seller}, ${purchase.quantity},
          ${purchase.priceSatoshis}, ${purchase.subtotalSatoshis}, ${purchase.feeSatoshis}, ${purchase.totalSatoshis},
          ${JSON.stringify(purchase.receivers)}::jsonb, 'pending-check', ${purchase.createdAt}, ${purchase.leaseUntil}, ${purchase.buyerTokenCiphertext}
        FROM taken RETURNING *`);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      inserted = [];
    }
    if (inserted[0] !== undefined) return { kind: 'reserved', purchase: toPurchase(inserted[0]) };
    // Too few tokens, or the key's purchase already recorded: say which.
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
    const hour = Math.floor(paidAt / HOUR_MS);
    // Every CTE sees the rows as they were before the statement: `price_before` is the item's last price before
    // this trade. The seller is never the buyer (a purchase of one's own listing is refused), so the two holdings
    // are different rows. A holder count changes when a holding leaves or reaches zero.
    const paid = await this.rows(sql`
      WITH paid AS (
        UPDATE market_purchases SET state = 'paid', transaction_id = ${transactionId}, paid_at = ${paidAt}, lease_until = 0, buyer_token_ciphertext = NULL
        WHERE idempotency_key = ${idempotencyKey} AND state = 'pending-check' RETURNING *
      ), transfer AS (
        INSERT INTO token_transfers (item_id, from_handle, to_handle, quantity, reason, at)
        SELECT item_id, seller, buyer, quantity, 'purchase', ${paidAt} FROM paid
      ), seller AS (
        UPDATE token_holdings h SET tokens = h.tokens - p.quantity FROM paid p WHERE h.item_id = p.item_id AND h.holder = p.seller RETURNING h.tokens
      ), buyer AS (
        INSERT INTO token_holdings (item_id, holder, tokens) SELECT item_id, buyer, quantity FROM paid
        ON CONFLICT (item_id, holder) DO UPDATE SET tokens = token_holdings.tokens + EXCLUDED.tokens RETURNING tokens
      ), trade AS (
        INSERT INTO market_trades (purchase_key, item_id, buyer, seller, quantity, price_satoshis, at)
        SELECT idempotency_key, item_id, buyer, seller, quantity, price_satoshis, ${paidAt} FROM paid
      ), item AS (
        UPDATE market_items i SET
          last_price_satoshis = CASE WHEN i.last_trade_at IS NULL OR i.last_trade_at <= ${paidAt} THEN p.price_satoshis ELSE i.last_price_satoshis END,
          last_trade_at = GREATEST(COALESCE(i.last_trade_at, ${paidAt}), ${paidAt}),
          holders = i.holders + (SELECT count(*) FROM buyer b WHERE b.tokens = p.quantity) - (SELECT count(*) FROM seller s WHERE s.tokens = 0)
        FROM paid p WHERE i.item_id = p.item_id
      ), hour AS (
        INSERT INTO market_trade_hours (item_id, hour, volume_satoshis, trades, first_price_satoshis, price_before_satoshis)
        SELECT p.item_id, ${hour}::bigint, p.quantity * p.price_satoshis, 1, p.price_satoshis, i.last_price_satoshis FROM paid p JOIN market_items i ON i.item_id = p.item_id
        ON CONFLICT (item_id, hour) DO UPDATE SET volume_satoshis = market_trade_hours.volume_satoshis + EXCLUDED.volume_satoshis, trades = market_trade_hours.trades + 1
      ), traders AS (
        INSERT INTO market_trader_hours (hour, trader) SELECT ${hour}::bigint, buyer FROM paid UNION SELECT ${hour}::bigint, seller FROM paid ON CONFLICT DO NOTHING
      )
      SELECT * FROM paid`);
    return paid[0] === undefined ? this.findPurchase(idempotencyKey) : toPurchase(paid[0]);
  }

  async failPurchase(idempotencyKey: string, refusal: string): Promise<StoredPurchase | null> {
    const failed = await this.rows(sql`
      WITH failed AS (
        UPDATE market_purchases SET state = 'failed', refusal = ${refusal}, lease_until = 0, buyer_token_ciphertext = NULL
        WHERE idempotency_key = ${idempotencyKey} AND state = 'pending-check' RETURNING *
      ), back AS (
        UPDATE market_listings l SET quantity = l.quantity + f.quantity FROM failed f WHERE l.id = f.listing_id
      )
      SELECT * FROM failed`);
    return failed[0] === undefined ? this.findPurchase(idempotencyKey) : toPurchase(failed[0]);
  }

  /** Pending purchases whose lease ran out before `now` and that were made before `createdBefore`. */
  async stalePurchases(now: number, createdBefore: number, limit: number): Promise<readonly StoredPurchase[]> {
    const rows = await this.rows(sql`
      SELECT * FROM market_purchases WHERE state = 'pending-check' AND lease_until <= ${now} AND created_at < ${createdBefore}
      ORDER BY created_at LIMIT ${limit}`);
    return rows.map(toPurchase);
  }
}
