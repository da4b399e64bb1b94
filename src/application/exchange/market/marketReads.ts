import { RANKED_LIST_SIZE } from '../../../domain/exchange/exchangeRules';
import type { MarketItem, MarketListing } from '../../../domain/exchange/market/marketRecords';
import { DAY_MS, hourOf } from '../../../domain/exchange/market/marketRules';
import {
  marketRankings,
  marketSummary,
  priceHistory,
  statsOfFacts,
  type ItemMarketStats,
  type MarketRankings,
  type MarketSummary,
} from '../../../domain/exchange/market/marketStats';
import { positionOf, type Position } from '../../../domain/exchange/market/positionValuation';
import type { MarketRepository } from '../../../ports/marketRepository.port';

/** An open listing with its item and the item's figures. */
export interface ListingOnBoard {
  readonly listing: MarketListing;
  readonly item: MarketItem;
  readonly stats: ItemMarketStats;
}

/** The marketplace: open listings, the four stat cards and the analytics lists, all from the database. */
export interface MarketBoard {
  readonly listings: readonly ListingOnBoard[];
  readonly summary: MarketSummary;
  readonly rankings: MarketRankings;
}

/** One item in detail: its figures, its price history (for the chart) and its open listings. */
export interface ItemDetail {
  readonly item: MarketItem;
  readonly stats: ItemMarketStats;
  readonly history: readonly { readonly at: number; readonly priceSatoshis: number }[];
  readonly listings: readonly MarketListing[];
}

/** A holder's portfolio: positions with their item and figures, and the dividends received. */
export interface MarketPortfolio {
  readonly positions: readonly (Position & { readonly item: MarketItem })[];
  readonly dividendsReceivedSatoshis: number;
}

/**
 * How long a computed board is served again while this process wrote nothing to the market (a write elsewhere, by
 * another server on the same database, shows within this time).
 */
export const BOARD_CACHE_MS = 2_000;

/**
 * Reads of the market (issue 30, Build 3 and 4): nothing here is invented; where nothing traded, figures are null.
 * The board is computed once and served again until the market is written (`MarketRepository.revision`), the day's
 * window moves to the next hour, or `BOARD_CACHE_MS` passed.
 */
export class MarketReads {
  private cached: { readonly board: Promise<MarketBoard>; readonly revision: number; readonly hour: number; readonly until: number } | null = null;

  constructor(
    private readonly repository: MarketRepository,
    private readonly now: () => number,
    private readonly cacheMs: number = BOARD_CACHE_MS,
  ) {}

  /** The board, from the cache while it holds (one computation for requests that arrive together). */
  board(): Promise<MarketBoard> {
    const now = this.now();
    const revision = this.repository.revision();
    const cached = this.cached;
    if (cached !== null && cached.revision === revision && cached.hour === hourOf(now) && now < cached.until) return cached.board;
    const board = this.computeBoard(now);
    const entry = { board, revision, hour: hourOf(now), until: now + this.cacheMs };
    this.cached = entry;
    // A failed read is not kept.
    board.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return board;
  }

  private async computeBoard(now: number): Promise<MarketBoard> {
    const [listings, facts, traders, dividends] = await Promise.all([
      this.repository.openListings(),
      this.repository.tradeFacts(null, now),
      this.repository.activeTradersAt(now),
      this.repository.dividendsPaidSince(now - DAY_MS),
    ]);
    const known = await this.repository.itemsWithHolders(null);
    const items = new Map<string, MarketItem>(known.map(({ item }) => [item.itemId, item]));
    const holders = new Map(known.map(({ item, holders: count }) => [item.itemId, count]));
    const stats = new Map(
      facts.flatMap((fact) => {
        const item = items.get(fact.itemId);
        return item === undefined ? [] : [[fact.itemId, statsOfFacts(fact, item.supply, holders.get(fact.itemId) ?? 0)] as const];
      }),
    );
    const all = [...stats.values()];
    return {
      listings: listings.flatMap((listing) => {
        const item = items.get(listing.itemId);
        const itemStats = stats.get(listing.itemId);
        return item === undefined || itemStats === undefined ? [] : [{ listing, item, stats: itemStats }];
      }),
      summary: marketSummary(all, traders, dividends),
      rankings: marketRankings(all, RANKED_LIST_SIZE),
    };
  }

  async item(itemId: string): Promise<ItemDetail | null> {
    const item = await this.repository.item(itemId);
    if (item === null) return null;
    const [facts, holders, trades, listings] = await Promise.all([
      this.repository.tradeFacts([itemId], this.now()),
      this.repository.holders(itemId),
      this.repository.tradesOf(itemId),
      this.repository.openListings(),
    ]);
    const fact = facts[0] ?? { itemId, lastPriceSatoshis: null, referencePriceSatoshis: null, volume24hSatoshis: 0, trades24h: 0 };
    return {
      item,
      stats: statsOfFacts(fact, item.supply, holders.length),
      history: priceHistory(trades),
      listings: listings.filter((listing) => listing.itemId === itemId),
    };
  }

  async portfolio(holder: string): Promise<MarketPortfolio> {
    const [holdings, trades, dividends] = await Promise.all([
      this.repository.holdingsOf(holder),
      this.repository.tradesOfHolder(holder),
      this.repository.dividendsOf(holder),
    ]);
    const facts = await this.repository.tradeFacts(
      holdings.map((holding) => holding.itemId),
      this.now(),
    );
    const positions = await Promise.all(
      holdings.map(async ({ itemId }) => {
        const item = await this.repository.item(itemId);
        if (item === null) return [];
        const lastPrice = facts.find((fact) => fact.itemId === itemId)?.lastPriceSatoshis ?? null;
        const minted = item.owner === holder ? item.supply : 0;
        return [{ ...positionOf(holder, itemId, minted, trades.filter((trade) => trade.itemId === itemId), lastPrice), item }];
      }),
    );
    return { positions: positions.flat(), dividendsReceivedSatoshis: dividends.reduce((sum, receipt) => sum + receipt.satoshis, 0) };
  }
}
