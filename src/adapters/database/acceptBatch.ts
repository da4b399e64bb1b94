import { sql } from 'drizzle-orm';
import { decideAccepts, holdingKey } from '../../domain/exchange/market/acceptDecisions';
import { offerListingId, tokensFreeForOffer, type MarketOffer } from '../../domain/exchange/market/offerRules';
import type { NewPurchase } from '../../ports/marketRepository.port';
import type { AcceptOutcome, PurchaseOfOffer } from '../../ports/offerRepository.port';
import type { Database } from './database';
import { newPurchaseRecord, newPurchaseRow } from './newPurchaseRows';
import { num, rowsOf, str, strOrNull, toPurchase, type Row } from './sqlMarketRows';
import { eachOrAlone, TurnBatch, type BatchOutcome } from './turnBatch';

/** The most accepts one transaction decides. */
const MAX_BATCH = 100;

/** One accept as the repository was asked for it. */
export interface PendingAccept {
  readonly offerId: string;
  readonly seller: string;
  readonly now: number;
  readonly purchaseOf: PurchaseOfOffer;
}

/**
 * Accepts sent together (`TurnBatch`) in one transaction of six statements, whatever their number: the offers are
 * locked (by id), then the sellers' holdings (by item and holder), as a lone accept locks them, so two servers' batches
 * never wait on each other in a cycle; the reserved and listed tokens are read for every seller at once; the accepts
 * are decided in the order they came (`decideAccepts`: exactly what they decide one by one); and every granted one
 * writes its closed listing, its pending purchase and its offer's new state in one statement each.
 */
export class AcceptBatch extends TurnBatch<PendingAccept, AcceptOutcome> {
  constructor(
    private readonly db: Database,
    readonly toOffer: (row: Row) => MarketOffer,
  ) {
    super(MAX_BATCH);
  }

  accept(pending: PendingAccept): Promise<AcceptOutcome> {
    return this.enqueue(pending);
  }

  protected settle(batch: readonly PendingAccept[]): Promise<readonly BatchOutcome<AcceptOutcome>[]> {
    return eachOrAlone(batch, (items) => this.db.transaction((tx) => this.decide(tx, items)));
  }

  private async decide(tx: Pick<Database, 'execute'>, items: readonly PendingAccept[]): Promise<readonly AcceptOutcome[]> {
    const ids = JSON.stringify([...new Set(items.map((item) => item.offerId))]);
    // `= ANY(ARRAY(…))`: the offers' primary key is read; `IN (SELECT …)` hashed the whole table.
    const offerRows = await rowsOf(
      tx,
      sql`SELECT o.*, i.owner_handle, i.royalty_percent FROM market_offers o JOIN market_items i ON i.item_id = o.item_id
          WHERE o.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${ids}::jsonb))) ORDER BY o.id FOR UPDATE OF o`,
    );
    const rowOf = new Map(offerRows.map((row) => [str(row['id']), row]));
    const offers = new Map(offerRows.map((row) => [str(row['id']), this.toOffer(row)]));
    const pairs = new Map<string, { item_id: string; seller: string }>();
    for (const item of items) {
      const offer = offers.get(item.offerId);
      if (offer !== undefined) pairs.set(holdingKey(offer.itemId, item.seller), { item_id: offer.itemId, seller: item.seller });
    }
    const free = new Map<string, number>();
    if (pairs.size > 0) {
      const wanted = JSON.stringify([...pairs.values()]);
      const itemIds = JSON.stringify([...new Set([...pairs.values()].map((pair) => pair.item_id))]);
      // By the items' key first (an index scan, where a join with the list would read the whole table).
      await tx.execute(sql`
        SELECT 1 FROM token_holdings h WHERE h.item_id = ANY(ARRAY(SELECT jsonb_array_elements_text(${itemIds}::jsonb)))
          AND (h.item_id, h.holder) IN (SELECT item_id, seller FROM jsonb_to_recordset(${wanted}::jsonb) AS w (item_id text, seller text))
        ORDER BY h.item_id, h.holder FOR UPDATE OF h`);
      const counts = await rowsOf(
        tx,
        sql`SELECT w.item_id, w.seller,
              (SELECT COALESCE(sum(tokens), 0) FROM token_holdings WHERE item_id = w.item_id AND holder = w.seller) AS held,
              (SELECT COALESCE(sum(quantity), 0) FROM market_purchases WHERE item_id = w.item_id AND seller = w.seller AND state = 'pending-check') AS reserved,
              (SELECT COALESCE(sum(quantity), 0) FROM market_listings WHERE item_id = w.item_id AND seller = w.seller AND withdrawn_at IS NULL) AS listed
            FROM jsonb_to_recordset(${wanted}::jsonb) AS w (item_id text, seller text)`,
      );
      for (const row of counts) free.set(holdingKey(str(row['item_id']), str(row['seller'])), tokensFreeForOffer(num(row['held']), num(row['reserved']), num(row['listed'])));
    }
    const decisions = decideAccepts(items, offers, free);
    const purchases: (NewPurchase | null)[] = decisions.map((decision, index) => {
      if (!decision.ok) return null;
      const row = rowOf.get(decision.value.id)!;
      const percent = num(row['royalty_percent']);
      return items[index]!.purchaseOf(decision.value, percent > 0 ? { creator: str(row['owner_handle']), percent } : null, strOrNull(row['buyer_token_ciphertext']));
    });
    const recorded = await this.record(tx, decisions.flatMap((decision, index) => (decision.ok ? [{ offer: decision.value, purchase: purchases[index]! }] : [])));
    return decisions.map((decision, index): AcceptOutcome => {
      if (!decision.ok) return { kind: 'refused', code: decision.error };
      return { kind: 'accepted', offer: decision.value, purchase: toPurchase(recorded.get(purchases[index]!.idempotencyKey)!) };
    });
  }

  /** The granted accepts' closed listings, pending purchases and accepted offers: three statements for all. */
  private async record(tx: Pick<Database, 'execute'>, granted: readonly { offer: MarketOffer; purchase: NewPurchase }[]): Promise<Map<string, Row>> {
    if (granted.length === 0) return new Map();
    const rows = JSON.stringify(
      granted.map(({ offer, purchase }) => ({ ...newPurchaseRow(purchase), offer_id: offer.id, offer_listing_id: offerListingId(offer.id), accepted_at: offer.acceptedAt })),
    );
    const input = sql`jsonb_to_recordset(${rows}::jsonb) AS r (${newPurchaseRecord('offer_id text, offer_listing_id text, accepted_at bigint')})`;
    await tx.execute(sql`
      INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at, withdrawn_at)
      SELECT offer_listing_id, item_id, seller, 0, price_satoshis, accepted_at, accepted_at FROM ${input}`);
    const inserted = await rowsOf(
      tx,
      sql`INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis,
            fee_satoshis, total_satoshis, receivers, state, created_at, lease_until, buyer_token_ciphertext)
          SELECT idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis, fee_satoshis, total_satoshis,
            receivers, 'pending-check', created_at, lease_until, buyer_token_ciphertext FROM ${input} RETURNING *`,
    );
    await tx.execute(sql`
      UPDATE market_offers o SET state = 'accepted', seller = r.seller, accepted_at = r.accepted_at, purchase_key = r.idempotency_key, buyer_token_ciphertext = NULL
      FROM ${input} WHERE o.id = r.offer_id AND o.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(granted.map(({ offer }) => offer.id))}::jsonb)))`);
    return new Map(inserted.map((row) => [str(row['idempotency_key']), row]));
  }
}
