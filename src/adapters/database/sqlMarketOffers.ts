import { sql } from 'drizzle-orm';
import { checkWithdraw, type MarketOffer } from '../../domain/exchange/market/offerRules';
import type { AcceptOutcome, NewOffer, OfferRecord, OfferRepository, PurchaseOfOffer } from '../../ports/offerRepository.port';
import { AcceptBatch } from './acceptBatch';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, numOrNull, rowsOf, str, strOrNull, type Row } from './sqlMarketRows';

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
 * Offers in PostgreSQL or PGlite. Accepts go in batches (`AcceptBatch`): one transaction locks the offers and the
 * sellers' holdings first (as opening a listing locks them), so two accepts of one offer, or two offers on the same
 * tokens, are decided one after the other; each records its settling purchase against a closed listing of its own
 * (`offerListingId`), so the purchase is paid, reconciled and completed by the purchases' own path.
 */
export class SqlMarketOffers implements OfferRepository {
  private readonly accepts: AcceptBatch;

  constructor(private readonly db: Database) {
    this.accepts = new AcceptBatch(db, toOffer);
  }

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

  acceptOffer(offerId: string, seller: string, now: number, purchaseOf: PurchaseOfOffer): Promise<AcceptOutcome> {
    return this.accepts.accept({ offerId, seller, now, purchaseOf });
  }
}
