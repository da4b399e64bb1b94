import type { SQL } from 'drizzle-orm';
import type { CodeType } from '../../domain/exchange/listing';
import type { MarketItem, MarketListing, Trade } from '../../domain/exchange/market/marketRecords';
import { isRecord } from '../../domain/session/isRecord';
import type { StoredPurchase } from '../../ports/marketRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';

/** The market's rows as the database answers them, and how they are read into the port's records. */
export type Row = Record<string, unknown>;
export type Executor = Pick<Database, 'execute'>;

/** Rows of a query; bigint columns arrive as strings from node-postgres, so every number is read with `num`. */
export async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const str = (value: unknown): string => String(value);
export const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Rolls a transaction back with a known outcome. */
export class Rollback extends Error {
  constructor(readonly outcome: string) {
    super(outcome);
  }
}

/** Runs a transaction under `guardDatabase`; a `Rollback` ends it as that outcome (the database is fine). */
export async function transactionOr<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T | Rollback> {
  return guardDatabase(async () => {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (error instanceof Rollback) return error;
      throw error;
    }
  });
}

export const toItem = (row: Row): MarketItem => ({
  itemId: str(row['item_id']),
  owner: str(row['owner_handle']),
  name: str(row['name']),
  description: str(row['description']),
  codeType: str(row['code_type']) as CodeType,
  language: str(row['language']),
  supply: num(row['supply']),
  mintedAt: num(row['minted_at']),
  // Only a royalty that is paid is stated, so an item without one reads as it did before royalties.
  ...(num(row['royalty_percent']) > 0 ? { royaltyPercent: num(row['royalty_percent']) } : {}),
});

export const toListing = (row: Row): MarketListing => ({
  id: str(row['id']),
  itemId: str(row['item_id']),
  seller: str(row['seller']),
  quantity: num(row['quantity']),
  priceSatoshis: num(row['price_satoshis']),
  listedAt: num(row['listed_at']),
});

const receiversOf = (value: unknown): { handle: string; satoshis: number }[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? (JSON.parse(value) as unknown[]) : []).flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry['handle'] === 'string' ? [{ handle: entry['handle'], satoshis: num(entry['satoshis']) }] : [],
  );

export const toPurchase = (row: Row): StoredPurchase => ({
  idempotencyKey: str(row['idempotency_key']),
  listingId: str(row['listing_id']),
  itemId: str(row['item_id']),
  buyer: str(row['buyer']),
  seller: str(row['seller']),
  quantity: num(row['quantity']),
  priceSatoshis: num(row['price_satoshis']),
  subtotalSatoshis: num(row['subtotal_satoshis']),
  feeSatoshis: num(row['fee_satoshis']),
  totalSatoshis: num(row['total_satoshis']),
  receivers: receiversOf(row['receivers']),
  state: str(row['state']) as StoredPurchase['state'],
  refusal: strOrNull(row['refusal']),
  transactionId: strOrNull(row['transaction_id']),
  createdAt: num(row['created_at']),
  paidAt: numOrNull(row['paid_at']),
  leaseUntil: num(row['lease_until']),
  buyerTokenCiphertext: strOrNull(row['buyer_token_ciphertext']),
});

export const toTrade = (row: Row): Trade => ({
  itemId: str(row['item_id']),
  buyer: str(row['buyer']),
  seller: str(row['seller']),
  quantity: num(row['quantity']),
  priceSatoshis: num(row['price_satoshis']),
  at: num(row['at']),
});
