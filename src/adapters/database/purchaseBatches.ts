import { sql, type SQL } from 'drizzle-orm';
import type { NewPurchase, StoredPurchase } from '../../ports/marketRepository.port';
import type { Database } from './database';
import { candleUpserts } from './candleUpserts';
import { newPurchaseRecord, newPurchaseRow } from './newPurchaseRows';
import { rowsOf, str, toPurchase, type Row } from './sqlMarketRows';
import { eachOrAlone, TurnBatch, type BatchOutcome } from './turnBatch';

/** The most purchases one statement reserves or completes. */
const MAX_BATCH = 100;

const list = (parts: SQL[]): SQL => sql.join(parts, sql`, `);

/**
 * Reservations sent together (`TurnBatch`) in one statement: per listing, requests are granted in the order they
 * came while the running sum of their quantities fits the listing's tokens (a request after one that did not fit
 * is refused in the batch and tried again alone, so no request is refused that would fit on its own turn). A key
 * already recorded takes nothing. Answers each request's purchase as recorded now, or null.
 */
export class ReserveBatch extends TurnBatch<NewPurchase, StoredPurchase | null> {
  constructor(private readonly db: Database) {
    super(MAX_BATCH);
  }

  reserve(purchase: NewPurchase): Promise<StoredPurchase | null> {
    return this.enqueue(purchase);
  }

  protected async settle(batch: readonly NewPurchase[]): Promise<readonly BatchOutcome<StoredPurchase | null>[]> {
    const outcomes = await eachOrAlone(batch, (items) => this.statement(items));
    if (batch.length === 1) return outcomes;
    // A refusal in a batch may be due to an earlier request that did not fit: it gets its own turn.
    return Promise.all(
      outcomes.map(async (outcome, index) => {
        const purchase = batch[index];
        if (purchase === undefined || !('answer' in outcome) || outcome.answer !== null) return outcome;
        return (await eachOrAlone([purchase], (items) => this.statement(items)))[0] ?? outcome;
      }),
    );
  }

  private async statement(items: readonly NewPurchase[]): Promise<readonly (StoredPurchase | null)[]> {
    const batch = JSON.stringify(items.map((p, ord) => ({ ...newPurchaseRow(p), ord })));
    const rows = await rowsOf(
      this.db,
      sql`
      WITH req AS (
        SELECT * FROM jsonb_to_recordset(${batch}::jsonb) AS r (${newPurchaseRecord('ord int')})
      ),
      fresh AS (
        SELECT r.*, sum(r.quantity) OVER (PARTITION BY r.listing_id ORDER BY r.ord) AS running
        FROM req r WHERE NOT EXISTS (SELECT 1 FROM market_purchases p WHERE p.idempotency_key = r.idempotency_key)
      ),
      open AS (SELECT id, quantity FROM market_listings WHERE id IN (SELECT listing_id FROM fresh) AND withdrawn_at IS NULL FOR UPDATE),
      granted AS (SELECT f.* FROM fresh f JOIN open o ON o.id = f.listing_id WHERE f.running <= o.quantity),
      taken AS (
        UPDATE market_listings l SET quantity = l.quantity - g.total
        FROM (SELECT listing_id, sum(quantity) AS total FROM granted GROUP BY listing_id) g WHERE l.id = g.listing_id
      )
      INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis,
        fee_satoshis, total_satoshis, receivers, state, created_at, lease_until, buyer_token_ciphertext)
      SELECT idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis, fee_satoshis, total_satoshis,
        receivers, 'pending-check', created_at, lease_until, buyer_token_ciphertext
      FROM granted ORDER BY ord RETURNING *`,
    );
    const byKey = new Map(rows.map((row) => [str(row['idempotency_key']), toPurchase(row)]));
    return items.map((item) => byKey.get(item.idempotencyKey) ?? null);
  }
}

/** A payment made for a pending purchase. */
export interface Completion {
  readonly idempotencyKey: string;
  readonly transactionId: string;
  readonly paidAt: number;
}

/**
 * Completions sent together (`TurnBatch`) in one statement: each pending purchase becomes paid and its tokens move
 * (a ledger row and a trade each), the holdings change by each holder's net movement, and the figures kept with each
 * trade follow (the item's last price and holder count, the hour's volume and first price with the price before it,
 * each trader's latest hour, the hour's and day's candles). Every CTE reads the tables as they were before the statement. Answers the purchases that
 * became paid now (null for the others).
 */
export class CompleteBatch extends TurnBatch<Completion, StoredPurchase | null> {
  constructor(private readonly db: Database) {
    super(MAX_BATCH);
  }

  complete(completion: Completion): Promise<StoredPurchase | null> {
    return this.enqueue(completion);
  }

  protected settle(batch: readonly Completion[]): Promise<readonly BatchOutcome<StoredPurchase | null>[]> {
    return eachOrAlone(batch, (items) => this.statement(items));
  }

  private async statement(items: readonly Completion[]): Promise<readonly (StoredPurchase | null)[]> {
    const values = list(items.map((c, ord) => sql`(${c.idempotencyKey}::text, ${c.transactionId}::text, ${c.paidAt}::bigint, ${ord}::int)`));
    const rows: Row[] = await rowsOf(
      this.db,
      sql`
      WITH input (idempotency_key, transaction_id, paid_at, ord) AS (VALUES ${values}),
      paid AS (
        UPDATE market_purchases p SET state = 'paid', transaction_id = i.transaction_id, paid_at = i.paid_at, lease_until = 0, buyer_token_ciphertext = NULL
        FROM input i WHERE p.idempotency_key = i.idempotency_key AND p.state = 'pending-check' RETURNING p.*, i.ord
      ),
      transfer AS (
        INSERT INTO token_transfers (item_id, from_handle, to_handle, quantity, reason, at)
        SELECT item_id, seller, buyer, quantity, 'purchase', paid_at FROM paid ORDER BY paid_at, ord
      ),
      trade AS (
        INSERT INTO market_trades (purchase_key, item_id, buyer, seller, quantity, price_satoshis, at)
        SELECT idempotency_key, item_id, buyer, seller, quantity, price_satoshis, paid_at FROM paid ORDER BY paid_at, ord
      ),
      moves AS (
        SELECT item_id, holder, sum(delta) AS delta
        FROM (SELECT item_id, buyer AS holder, quantity AS delta FROM paid UNION ALL SELECT item_id, seller, -quantity FROM paid) m
        GROUP BY item_id, holder
      ),
      down AS (
        UPDATE token_holdings h SET tokens = h.tokens + m.delta FROM moves m
        WHERE m.delta < 0 AND h.item_id = m.item_id AND h.holder = m.holder RETURNING h.item_id, h.tokens
      ),
      up AS (
        INSERT INTO token_holdings (item_id, holder, tokens) SELECT item_id, holder, delta FROM moves WHERE delta > 0
        ON CONFLICT (item_id, holder) DO UPDATE SET tokens = token_holdings.tokens + EXCLUDED.tokens
        RETURNING token_holdings.item_id, token_holdings.holder, token_holdings.tokens
      ),
      holder_change AS (
        SELECT item_id, sum(change) AS change FROM (
          SELECT up.item_id, 1 AS change FROM up JOIN moves m ON m.item_id = up.item_id AND m.holder = up.holder WHERE up.tokens = m.delta
          UNION ALL SELECT item_id, -1 FROM down WHERE tokens = 0
        ) c GROUP BY item_id
      ),
      latest AS (SELECT DISTINCT ON (item_id) item_id, price_satoshis, paid_at FROM paid ORDER BY item_id, paid_at DESC, ord DESC),
      item AS (
        UPDATE market_items i SET
          last_price_satoshis = CASE WHEN i.last_trade_at IS NULL OR i.last_trade_at <= l.paid_at THEN l.price_satoshis ELSE i.last_price_satoshis END,
          last_trade_at = GREATEST(COALESCE(i.last_trade_at, l.paid_at), l.paid_at),
          holders = i.holders + COALESCE((SELECT change FROM holder_change hc WHERE hc.item_id = i.item_id), 0)
        FROM latest l WHERE i.item_id = l.item_id
      ),
      ordered AS (
        SELECT p.item_id, p.paid_at / 3600000 AS hour, p.paid_at, p.ord, p.quantity, p.price_satoshis,
          COALESCE(lag(p.price_satoshis) OVER (PARTITION BY p.item_id ORDER BY p.paid_at, p.ord), i.last_price_satoshis) AS price_before
        FROM paid p JOIN market_items i ON i.item_id = p.item_id
      ),
      hours AS (
        INSERT INTO market_trade_hours (item_id, hour, volume_satoshis, trades, first_price_satoshis, price_before_satoshis)
        SELECT item_id, hour, sum(quantity * price_satoshis), count(*), (array_agg(price_satoshis ORDER BY paid_at, ord))[1],
          (array_agg(price_before ORDER BY paid_at, ord))[1]
        FROM ordered GROUP BY item_id, hour
        ON CONFLICT (item_id, hour) DO UPDATE SET volume_satoshis = market_trade_hours.volume_satoshis + EXCLUDED.volume_satoshis,
          trades = market_trade_hours.trades + EXCLUDED.trades
      ),
      candles AS (${candleUpserts(sql`SELECT item_id, paid_at AS at, ord, quantity, price_satoshis FROM paid`)}),
      traders AS (
        INSERT INTO market_traders (trader, last_hour)
        SELECT trader, max(hour) FROM (SELECT buyer AS trader, paid_at / 3600000 AS hour FROM paid UNION ALL SELECT seller, paid_at / 3600000 FROM paid) t GROUP BY trader
        ON CONFLICT (trader) DO UPDATE SET last_hour = GREATEST(market_traders.last_hour, EXCLUDED.last_hour)
      )
      SELECT * FROM paid`,
    );
    const byKey = new Map(rows.map((row) => [str(row['idempotency_key']), toPurchase(row)]));
    return items.map((item) => byKey.get(item.idempotencyKey) ?? null);
  }
}
