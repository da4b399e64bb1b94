import * as v from 'valibot';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';

/**
 * The answers of `/api/market`, amounts in whole satoshis, registered for the OpenAPI document (the browser's market
 * adapters read them field by field); the requests are in `marketRequests.schema.ts`.
 */

const satoshis = v.number();
const maybe = v.nullable(v.number());

export const MarketItemSchema = v.object({
  itemId: v.string(),
  owner: v.string(),
  name: v.string(),
  description: v.string(),
  codeType: v.picklist(MINT_CODE_TYPES),
  language: v.string(),
  supply: v.number(),
  mintedAt: v.number(),
  /** The creator's royalty on every resale, 0 to 10 %; absent: none. */
  royaltyPercent: v.optional(v.number()),
});

export const MarketListingSchema = v.object({
  id: v.string(),
  itemId: v.string(),
  seller: v.string(),
  quantity: v.number(),
  priceSatoshis: satoshis,
  listedAt: v.number(),
});

export const ItemStatsSchema = v.object({
  itemId: v.string(),
  lastPriceSatoshis: maybe,
  volume24hSatoshis: satoshis,
  trades24h: v.number(),
  change24hPercent: maybe,
  marketCapSatoshis: maybe,
  holders: v.number(),
});

const PricePoint = v.object({ at: v.number(), priceSatoshis: satoshis });

/** `200` of `GET /api/market`: the open listings with their item and figures, the stat cards, the rankings (item ids). */
export const BoardAnswer = v.object({
  success: v.literal(true),
  listings: v.array(v.object({ listing: MarketListingSchema, item: MarketItemSchema, stats: ItemStatsSchema })),
  summary: v.object({ marketCapSatoshis: maybe, volume24hSatoshis: maybe, activeTraders24h: v.number(), dividendsPaid24hSatoshis: satoshis }),
  rankings: v.object({ trending: v.array(v.string()), gainers: v.array(v.string()), topVolume: v.array(v.string()) }),
});

/** `200` of `GET /api/market/items/{itemId}`: the item, its figures, its price history and open listings. */
export const ItemDetailAnswer = v.object({
  success: v.literal(true),
  item: MarketItemSchema,
  stats: ItemStatsSchema,
  history: v.array(PricePoint),
  listings: v.array(MarketListingSchema),
});

/** `200` of `GET /api/market/trades/{itemId}`: the item's trades as a price history, oldest first. */
export const TradesAnswer = v.object({ success: v.literal(true), trades: v.array(PricePoint) });

/** `200` of `GET /api/market/portfolio`: the signed-in person's positions, valued at the last trade, and dividends received. */
/**
 * The money figures of one position or of all: value (tokens × the last price) and profit are null before the first
 * trade; the percent is of the cost basis, two decimals, null when the tokens cost nothing (minted) or nothing traded.
 */
const PortfolioFiguresSchema = v.object({
  costBasisSatoshis: satoshis,
  valueSatoshis: maybe,
  profitAndLossSatoshis: maybe,
  profitAndLossPercent: maybe,
  pendingDividendsSatoshis: satoshis,
  dividendsReceivedSatoshis: satoshis,
});

export const MarketPortfolioAnswer = v.object({
  success: v.literal(true),
  positions: v.array(
    v.object({
      itemId: v.string(),
      tokens: v.number(),
      ...PortfolioFiguresSchema.entries,
      item: MarketItemSchema,
      /** The holder's own open listing of the item (to change or withdraw), or null. */
      listing: v.nullable(MarketListingSchema),
    }),
  ),
  /** Over every position; value and profit over those that traded (null when none did). */
  totals: PortfolioFiguresSchema,
  dividendsReceivedSatoshis: satoshis,
});

/** `200` of `GET /api/market/sandbox-balances` (embedded default): the sandbox accounts' money. */
export const SandboxBalancesAnswer = v.object({
  success: v.literal(true),
  balances: v.array(v.object({ handle: v.string(), balanceSatoshis: satoshis, spendableSatoshis: satoshis })),
});

/** `201` of `POST /api/market/listings`, `200` of `PATCH /api/market/listings/{id}`: the listing as kept. */
export const ListedAnswer = v.object({ success: v.literal(true), listing: MarketListingSchema });
/** `200` of `DELETE /api/market/listings/{id}`. */
export const WithdrawnAnswer = v.object({ success: v.literal(true) });

/** A purchase as its buyer sees it: the quote, its state and payment. */
export const PurchaseSchema = v.object({
  listingId: v.string(),
  itemId: v.string(),
  buyer: v.string(),
  seller: v.string(),
  quantity: v.number(),
  priceSatoshis: satoshis,
  subtotalSatoshis: satoshis,
  feeSatoshis: satoshis,
  totalSatoshis: satoshis,
  receivers: v.array(v.object({ handle: v.string(), satoshis })),
  idempotencyKey: v.string(),
  state: v.picklist(['pending-check', 'paid', 'failed']),
  refusal: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
  createdAt: v.number(),
  paidAt: maybe,
});
/** `201` bought now, `200` bought before with this key (`replayed`). */
export const BoughtAnswer = v.object({ success: v.literal(true), purchase: PurchaseSchema, replayed: v.boolean() });
/** `202`: the wallet did not answer in time. */
export const PendingPurchaseAnswer = v.object({ success: v.literal(false), code: v.literal('pending-check'), purchase: PurchaseSchema });

const DistributionSchema = v.object({
  idempotencyKey: v.string(),
  itemId: v.string(),
  distributor: v.string(),
  amountSatoshis: satoshis,
  state: v.picklist(['paying', 'paid', 'failed']),
  refusal: v.nullable(v.string()),
  createdAt: v.number(),
  leaseUntil: v.number(),
  shares: v.array(v.object({ holder: v.string(), satoshis, batch: v.number(), transactionId: v.nullable(v.string()), paidAt: maybe })),
});
/** `201` paid now, `200` paid before with this key (`replayed`). */
export const DistributedAnswer = v.object({ success: v.literal(true), distribution: DistributionSchema, replayed: v.boolean() });
/** `202`: the wallet did not answer in time. */
export const PendingDistributionAnswer = v.object({ success: v.literal(false), code: v.literal('pending-check'), distribution: DistributionSchema });
