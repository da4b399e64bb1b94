import { sql, type SQL } from 'drizzle-orm';
import type { NewPurchase } from '../../ports/marketRepository.port';

/**
 * A purchase to record as one row of a JSON array, the whole batch sent as one parameter and read back with
 * `jsonb_to_recordset` (fifteen parameters a row made planning cost as much as running the statement).
 */
export const newPurchaseRow = (p: NewPurchase) => ({
  idempotency_key: p.idempotencyKey,
  listing_id: p.listingId,
  item_id: p.itemId,
  buyer: p.buyer,
  seller: p.seller,
  quantity: p.quantity,
  price_satoshis: p.priceSatoshis,
  subtotal_satoshis: p.subtotalSatoshis,
  fee_satoshis: p.feeSatoshis,
  total_satoshis: p.totalSatoshis,
  receivers: p.receivers,
  created_at: p.createdAt,
  lease_until: p.leaseUntil,
  buyer_token_ciphertext: p.buyerTokenCiphertext,
});

/** The columns of `newPurchaseRow` as `jsonb_to_recordset` declares them, followed by `extra` (each `name type`). */
export const newPurchaseRecord = (extra: string): SQL =>
  sql.raw(`idempotency_key text, listing_id text, item_id text, buyer text, seller text, quantity bigint, price_satoshis bigint,
    subtotal_satoshis bigint, fee_satoshis bigint, total_satoshis bigint, receivers jsonb, created_at bigint, lease_until bigint,
    buyer_token_ciphertext text, ${extra}`);
