import { sql, type SQL } from 'drizzle-orm';
import type { NewPurchase, PurchaseLookup, ReserveOutcome, StoredPurchase } from '../../ports/marketRepository.port';
import { isUniqueViolation, type Database } from './database';
import { guardDatabase } from './guardDatabase';
import { CompleteBatch, ReserveBatch } from './purchaseBatches';
import { LookupBatch } from './purchaseLookupBatch';
import { rowsOf, toPurchase, type Row } from './sqlMarketRows';

/**
 * The market's purchases in PostgreSQL or PGlite, each write one statement (atomic on its own, so no transaction is
 * held open between round trips), and purchases arriving together share it (`LookupBatch` for the key and listing a
 * request names, `ReserveBatch`, `CompleteBatch`): a
 * reservation takes tokens from the listing only while enough remain and records the purchase with it; completing a
 * purchase writes, in the same statement, the ledger row, the holdings, the trade, and the figures kept with each
 * trade (the item's last price and holder count, the hour's volume, each trader's latest hour) that the board reads instead
 * of every trade.
 */
export class SqlPurchaseLedger {
  private readonly lookups: LookupBatch;
  private readonly reserves: ReserveBatch;
  private readonly completions: CompleteBatch;

  constructor(private readonly db: Database) {
    this.lookups = new LookupBatch(db);
    this.reserves = new ReserveBatch(db);
    this.completions = new CompleteBatch(db);
  }

  private rows(query: SQL): Promise<Row[]> {
    return guardDatabase(() => rowsOf(this.db, query));
  }

  async findPurchase(idempotencyKey: string): Promise<StoredPurchase | null> {
    const rows = await this.rows(sql`SELECT * FROM market_purchases WHERE idempotency_key = ${idempotencyKey}`);
    return rows[0] === undefined ? null : toPurchase(rows[0]);
  }

  purchaseLookup(idempotencyKey: string, listingId: string): Promise<PurchaseLookup> {
    return this.lookups.lookup({ idempotencyKey, listingId });
  }

  async reservePurchase(purchase: NewPurchase): Promise<ReserveOutcome> {
    let reserved: StoredPurchase | null;
    try {
      reserved = await this.reserves.reserve(purchase);
    } catch (error) {
      // Two requests racing with one key: the second insert violates the key, which undoes its whole statement.
      if (!isUniqueViolation(error)) throw error;
      reserved = null;
    }
    if (reserved !== null) return { kind: 'reserved', purchase: reserved };
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
    const paid = await this.completions.complete({ idempotencyKey, transactionId, paidAt });
    return paid ?? this.findPurchase(idempotencyKey);
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
