import { sql } from 'drizzle-orm';
import { checkAccept, checkWithdraw, offerListingId, tokensFreeForOffer, type MarketOffer } from '../../domain/exchange/market/offerRules';
import type { AcceptOutcome, NewOffer, OfferRecord, OfferRepository, PurchaseOfOffer } from '../../ports/offerRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, numOrNull, Rollback, rowsOf, str, strOrNull, toPurchase, transactionOr, type Row } from './sqlMarketRows';

const toOffer = (row: Row): OfferRecord => ({
  id: str(row['id']),
  itemId: str(row['item_id']),
  buyer: str(row['buyer']),
  quantity: num(row['quantity']),
  priceSatoshis: num(row['price_satoshis']),
  createdAt: num(row['created_at']),
  expiresAt: num(row['expires_at']),
  state: str(row['state']) as MarketOffer['state'],
  seller: strOrNull(row['seller']),
  acceptedAt: numOrNull(row['accepted_at']),
  purchaseKey: strOrNull(row['purchase_key']),
  settlement: strOrNull(row['settlement']) as OfferRecord['settlement'],
});

/** Offers with the state of their purchase. */
const SELECT_OFFERS = sql`SELECT o.*, p.state AS settlement FROM market_offers o LEFT JOIN market_purchases p ON p.idempotency_key = o.purchase_key`;

/**
 * Offers in PostgreSQL or PGlite. Accepting one is one transaction that locks the offer and the seller's holding
 * first (as opening a listing locks them), so two accepts of one offer, or two offers on the same tokens, are decided
 * one after the other; it records the settling purchase against a closed listing of its own (`offerListingId`), so the
 * purchase is paid, reconciled and completed by the purchases' own path.
 */
export class SqlMarketOffers implements OfferRepository {
  constructor(private readonly db: Database) {}

  private rows(query: ReturnType<typeof sql>): Promise<Row[]> {
    return guardDatabase(() => rowsOf(this.db, query));
  }

  async placeOffer(offer: NewOffer): Promise<OfferRecord> {
    const rows = await this.rows(sql`
      INSERT INTO market_offers (id, item_id, buyer, quantity, price_satoshis, created_at, expires_at, state, buyer_token_ciphertext)
      VALUES (${offer.id}, ${offer.itemId}, ${offer.buyer}, ${offer.quantity}, ${offer.priceSatoshis}, ${offer.createdAt}, ${offer.expiresAt}, 'open', ${offer.buyerTokenCiphertext})
      RETURNING *, NULL AS settlement`);
    return toOffer(rows[0]!);
  }

  async offer(offerId: string): Promise<OfferRecord | null> {
    const rows = await this.rows(sql`${SELECT_OFFERS} WHERE o.id = ${offerId}`);
    return rows[0] === undefined ? null : toOffer(rows[0]);
  }

  async offersOfItem(itemId: string, limit: number): Promise<readonly OfferRecord[]> {
    return (await this.rows(sql`${SELECT_OFFERS} WHERE o.item_id = ${itemId} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`)).map(toOffer);
  }

  async offersByBuyer(buyer: string, limit: number): Promise<readonly OfferRecord[]> {
    return (await this.rows(sql`${SELECT_OFFERS} WHERE o.buyer = ${buyer} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`)).map(toOffer);
  }

  async offersToHolder(holder: string, now: number, limit: number): Promise<readonly OfferRecord[]> {
    const rows = await this.rows(sql`${SELECT_OFFERS}
      WHERE o.state = 'open' AND o.expires_at > ${now} AND o.buyer <> ${holder}
        AND o.item_id IN (SELECT item_id FROM token_holdings WHERE holder = ${holder} AND tokens > 0)
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
    return rows.map(toOffer);
  }

  async withdrawOffer(offerId: string, buyer: string, at: number): ReturnType<OfferRepository['withdrawOffer']> {
    const rows = await this.rows(sql`
      UPDATE market_offers SET state = 'withdrawn', withdrawn_at = ${at}, buyer_token_ciphertext = NULL
      WHERE id = ${offerId} AND buyer = ${buyer} AND state = 'open' RETURNING *, NULL AS settlement`);
    if (rows[0] !== undefined) return { ok: true, offer: toOffer(rows[0]) };
    const found = await this.offer(offerId);
    if (found === null) return { ok: false, code: 'unknown-offer' };
    const refused = checkWithdraw(found, buyer);
    return { ok: false, code: refused.ok ? 'offer-withdrawn' : refused.error };
  }

  async acceptOffer(offerId: string, seller: string, now: number, purchaseOf: PurchaseOfOffer): Promise<AcceptOutcome> {
    const outcome = await transactionOr(this.db, async (tx) => {
      // The offer, then the seller's holding, locked in that order by every accept.
      const found = await rowsOf(tx, sql`SELECT o.*, i.owner_handle, i.royalty_percent, NULL AS settlement FROM market_offers o JOIN market_items i ON i.item_id = o.item_id WHERE o.id = ${offerId} FOR UPDATE OF o`);
      const row = found[0];
      if (row === undefined) throw new Rollback('unknown-offer');
      const offer = toOffer(row);
      const held = await rowsOf(tx, sql`SELECT tokens FROM token_holdings WHERE item_id = ${offer.itemId} AND holder = ${seller} FOR UPDATE`);
      const counts = await rowsOf(
        tx,
        sql`SELECT (SELECT COALESCE(sum(quantity), 0) FROM market_purchases WHERE item_id = ${offer.itemId} AND seller = ${seller} AND state = 'pending-check') AS reserved,
                   (SELECT COALESCE(sum(quantity), 0) FROM market_listings WHERE item_id = ${offer.itemId} AND seller = ${seller} AND withdrawn_at IS NULL) AS listed`,
      );
      const free = tokensFreeForOffer(num(held[0]?.['tokens']), num(counts[0]?.['reserved']), num(counts[0]?.['listed']));
      const accepted = checkAccept(offer, seller, free, now);
      if (!accepted.ok) throw new Rollback(accepted.error);
      const percent = num(row['royalty_percent']);
      const purchase = purchaseOf(accepted.value, percent > 0 ? { creator: str(row['owner_handle']), percent } : null, strOrNull(row['buyer_token_ciphertext']));
      await tx.execute(sql`
        INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at, withdrawn_at)
        VALUES (${offerListingId(offer.id)}, ${offer.itemId}, ${seller}, 0, ${offer.priceSatoshis}, ${now}, ${now})`);
      const recorded = await rowsOf(
        tx,
        sql`INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis,
              fee_satoshis, total_satoshis, receivers, state, created_at, lease_until, buyer_token_ciphertext)
            VALUES (${purchase.idempotencyKey}, ${purchase.listingId}, ${purchase.itemId}, ${purchase.buyer}, ${purchase.seller}, ${purchase.quantity},
              ${purchase.priceSatoshis}, ${purchase.subtotalSatoshis}, ${purchase.feeSatoshis}, ${purchase.totalSatoshis}, ${JSON.stringify(purchase.receivers)}::jsonb,
              'pending-check', ${purchase.createdAt}, ${purchase.leaseUntil}, ${purchase.buyerTokenCiphertext}) RETURNING *`,
      );
      await tx.execute(sql`
        UPDATE market_offers SET state = 'accepted', seller = ${seller}, accepted_at = ${now}, purchase_key = ${purchase.idempotencyKey}, buyer_token_ciphertext = NULL
        WHERE id = ${offer.id}`);
      return { kind: 'accepted' as const, offer: accepted.value, purchase: toPurchase(recorded[0]!) };
    });
    return outcome instanceof Rollback ? { kind: 'refused', code: outcome.outcome as Extract<AcceptOutcome, { kind: 'refused' }>['code'] } : outcome;
  }
}
