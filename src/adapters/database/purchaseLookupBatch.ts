import { sql } from 'drizzle-orm';
import type { PurchaseLookup } from '../../ports/marketRepository.port';
import type { Database } from './database';
import { num, rowsOf, str, toListing, toPurchase } from './sqlMarketRows';
import { eachOrAlone, TurnBatch, type BatchOutcome } from './turnBatch';

/** The most requests one statement looks up. */
const MAX_BATCH = 100;

/** A purchase request's key and the listing it names. */
export interface LookupRequest {
  readonly idempotencyKey: string;
  readonly listingId: string;
}

/**
 * The lookups of purchase requests sent together (`TurnBatch`) in one read: for each request, the purchase recorded
 * under its key and the open listing it names (instead of two reads per request, which on PGlite's single
 * connection is most of what a purchase costs). Each request looks up its rows by key (a lateral join): a plain join
 * let the planner hash every open listing for fifty requests; `LIMIT 1` keeps each subquery its own (keys are unique).
 * The listing carries its item's creator and royalty, so the quote pays the royalty in the same payment.
 * A read only: the reservation checks it again.
 */
export class LookupBatch extends TurnBatch<LookupRequest, PurchaseLookup> {
  constructor(private readonly db: Database) {
    super(MAX_BATCH);
  }

  lookup(request: LookupRequest): Promise<PurchaseLookup> {
    return this.enqueue(request);
  }

  protected settle(batch: readonly LookupRequest[]): Promise<readonly BatchOutcome<PurchaseLookup>[]> {
    return eachOrAlone(batch, (items) => this.statement(items));
  }

  private async statement(items: readonly LookupRequest[]): Promise<readonly PurchaseLookup[]> {
    const values = sql.join(
      items.map((item, ord) => sql`(${item.idempotencyKey}::text, ${item.listingId}::text, ${ord}::int)`),
      sql`, `,
    );
    const rows = await rowsOf(
      this.db,
      sql`
      WITH req (idempotency_key, listing_id, ord) AS (VALUES ${values})
      SELECT r.ord AS lookup_ord, p.*, l.id AS open_id, l.item_id AS open_item_id, l.seller AS open_seller, l.quantity AS open_quantity,
        l.price_satoshis AS open_price_satoshis, l.listed_at AS open_listed_at, i.owner_handle AS open_creator, i.royalty_percent AS open_royalty_percent
      FROM req r
      LEFT JOIN LATERAL (SELECT * FROM market_purchases WHERE idempotency_key = r.idempotency_key LIMIT 1) p ON TRUE
      LEFT JOIN LATERAL (SELECT * FROM market_listings WHERE id = r.listing_id AND withdrawn_at IS NULL LIMIT 1) l ON TRUE
      LEFT JOIN market_items i ON i.item_id = l.item_id`,
    );
    const answers: PurchaseLookup[] = items.map(() => ({ purchase: null, listing: null }));
    for (const row of rows) {
      const royaltyPercent = num(row['open_royalty_percent']);
      const royalty = royaltyPercent > 0 ? { royalty: { creator: str(row['open_creator']), percent: royaltyPercent } } : {};
      const listing =
        row['open_id'] === null || row['open_id'] === undefined
          ? null
          : {
              ...toListing({
              id: row['open_id'],
              item_id: row['open_item_id'],
              seller: row['open_seller'],
              quantity: row['open_quantity'],
              price_satoshis: row['open_price_satoshis'],
              listed_at: row['open_listed_at'],
              }),
              ...royalty,
            };
      const purchase = row['idempotency_key'] === null || row['idempotency_key'] === undefined ? null : toPurchase(row);
      answers[num(row['lookup_ord'])] = { purchase, listing };
    }
    return answers;
  }
}
