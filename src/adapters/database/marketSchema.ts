import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The exchange's market tables (`0007_exchange_market.sql`); the SQL of record is the migration. */
export const marketItems = pgTable('market_items', {
  itemId: text('item_id').primaryKey(),
  ownerHandle: text('owner_handle').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  codeType: text('code_type').notNull(),
  language: text('language').notNull(),
  supply: bigint('supply', { mode: 'number' }).notNull(),
  mintedAt: bigint('minted_at', { mode: 'number' }).notNull(),
  lastPriceSatoshis: bigint('last_price_satoshis', { mode: 'number' }),
  lastTradeAt: bigint('last_trade_at', { mode: 'number' }),
  /** `0016_item_royalty.sql`: the creator's royalty on resales, 0 to 10 %. */
  royaltyPercent: integer('royalty_percent').notNull().default(0),
});

export const tokenTransfers = pgTable('token_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  itemId: text('item_id').notNull(),
  fromHandle: text('from_handle'),
  toHandle: text('to_handle').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  reason: text('reason').$type<'mint' | 'purchase'>().notNull(),
  at: bigint('at', { mode: 'number' }).notNull(),
});

export const tokenHoldings = pgTable(
  'token_holdings',
  {
    itemId: text('item_id').notNull(),
    holder: text('holder').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.holder] })],
);

export const marketListings = pgTable('market_listings', {
  id: text('id').primaryKey(),
  itemId: text('item_id').notNull(),
  seller: text('seller').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  priceSatoshis: bigint('price_satoshis', { mode: 'number' }).notNull(),
  listedAt: bigint('listed_at', { mode: 'number' }).notNull(),
  withdrawnAt: bigint('withdrawn_at', { mode: 'number' }),
});

export const marketPurchases = pgTable('market_purchases', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  listingId: text('listing_id').notNull(),
  itemId: text('item_id').notNull(),
  buyer: text('buyer').notNull(),
  seller: text('seller').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  priceSatoshis: bigint('price_satoshis', { mode: 'number' }).notNull(),
  subtotalSatoshis: bigint('subtotal_satoshis', { mode: 'number' }).notNull(),
  feeSatoshis: bigint('fee_satoshis', { mode: 'number' }).notNull(),
  totalSatoshis: bigint('total_satoshis', { mode: 'number' }).notNull(),
  receivers: jsonb('receivers').notNull(),
  state: text('state').$type<'pending-check' | 'paid' | 'failed'>().notNull(),
  refusal: text('refusal'),
  transactionId: text('transaction_id'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  paidAt: bigint('paid_at', { mode: 'number' }),
  leaseUntil: bigint('lease_until', { mode: 'number' }).notNull(),
  buyerTokenCiphertext: text('buyer_token_ciphertext'),
});

export const marketTrades = pgTable('market_trades', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purchaseKey: text('purchase_key').notNull().unique(),
  itemId: text('item_id').notNull(),
  buyer: text('buyer').notNull(),
  seller: text('seller').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  priceSatoshis: bigint('price_satoshis', { mode: 'number' }).notNull(),
  at: bigint('at', { mode: 'number' }).notNull(),
});

export const dividendDistributions = pgTable('dividend_distributions', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  itemId: text('item_id').notNull(),
  distributor: text('distributor').notNull(),
  amountSatoshis: bigint('amount_satoshis', { mode: 'number' }).notNull(),
  state: text('state').$type<'paying' | 'paid' | 'failed'>().notNull(),
  refusal: text('refusal'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  leaseUntil: bigint('lease_until', { mode: 'number' }).notNull(),
});

export const dividendShares = pgTable(
  'dividend_shares',
  {
    distributionKey: text('distribution_key').notNull(),
    holder: text('holder').notNull(),
    satoshis: bigint('satoshis', { mode: 'number' }).notNull(),
    batch: integer('batch').notNull(),
    transactionId: text('transaction_id'),
    paidAt: bigint('paid_at', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.distributionKey, table.holder] })],
);

export const marketSchema = { marketItems, tokenTransfers, tokenHoldings, marketListings, marketPurchases, marketTrades, dividendDistributions, dividendShares };
