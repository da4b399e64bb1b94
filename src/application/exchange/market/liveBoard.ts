import { RANKED_LIST_SIZE } from '../../../domain/exchange/exchangeRules';
import type { MarketItem, MarketListing } from '../../../domain/exchange/market/marketRecords';
import { DAY_MS, hourOf } from '../../../domain/exchange/market/marketRules';
import {
  marketRankings,
  marketSummary,
  statsOfFacts,
  type ItemMarketStats,
  type ItemTradeFacts,
  type MarketRankings,
  type MarketSummary,
} from '../../../domain/exchange/market/marketStats';
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

/**
 * How long a board is kept without reading everything again: writes through this process re-read only their items
 * at once; a write by another server on the same database shows within this time.
 */
export const BOARD_FULL_READ_MS = 10_000;

interface BoardState {
  readonly revision: number;
  readonly hour: number;
  readonly readAt: number;
  readonly items: ReadonlyMap<string, { readonly item: MarketItem; readonly holders: number }>;
  readonly facts: ReadonlyMap<string, ItemTradeFacts>;
  readonly listings: ReadonlyMap<string, readonly MarketListing[]>;
  readonly board: MarketBoard;
}

const newestFirst = (a: MarketListing, b: MarketListing): number => b.listedAt - a.listedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The marketplace board kept between requests (issue 30, benchmarks): read whole once, then after each write only
 * the items it touched (`MarketRepository.changes`) are read again, the stat cards and rankings recomputed from the
 * kept figures. It is read whole again when the day's window moves to the next hour, after `BOARD_FULL_READ_MS`,
 * or when the writes are no longer known. Requests that arrive while it is being read share that read.
 */
export class LiveBoard {
  private state: BoardState | null = null;
  private reading: Promise<MarketBoard> | null = null;

  constructor(
    private readonly repository: MarketRepository,
    private readonly now: () => number,
    private readonly fullReadMs: number = BOARD_FULL_READ_MS,
  ) {}

  board(): Promise<MarketBoard> {
    const now = this.now();
    const state = this.state;
    if (state !== null && this.repository.changes(state.revision).revision === state.revision && this.fresh(state, now)) return Promise.resolve(state.board);
    this.reading ??= this.read(now).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private fresh(state: BoardState, now: number): boolean {
    return state.hour === hourOf(now) && now < state.readAt + this.fullReadMs;
  }

  private async read(now: number): Promise<MarketBoard> {
    const state = this.state;
    const changes = this.repository.changes(state?.revision ?? 0);
    const next =
      state === null || changes.itemIds === null || !this.fresh(state, now)
        ? await this.readAll(changes.revision, now)
        : await this.readItems(state, changes.revision, changes.itemIds, now);
    this.state = next;
    return next.board;
  }

  private async readAll(revision: number, now: number): Promise<BoardState> {
    const [listings, facts, known] = await Promise.all([
      this.repository.openListings(),
      this.repository.tradeFacts(null, now),
      this.repository.itemsWithHolders(null),
    ]);
    return this.assemble(
      { revision, hour: hourOf(now), readAt: now },
      new Map(known.map((entry) => [entry.item.itemId, entry])),
      new Map(facts.map((fact) => [fact.itemId, fact])),
      groupByItem(listings),
      now,
    );
  }

  private async readItems(state: BoardState, revision: number, itemIds: readonly string[], now: number): Promise<BoardState> {
    const [listings, facts, known] =
      itemIds.length === 0
        ? [[], [], []]
        : await Promise.all([this.repository.openListings(itemIds), this.repository.tradeFacts(itemIds, now), this.repository.itemsWithHolders(itemIds)]);
    const items = new Map(state.items);
    const factsById = new Map(state.facts);
    const listingsById = new Map(state.listings);
    for (const itemId of itemIds) listingsById.delete(itemId);
    for (const entry of known) items.set(entry.item.itemId, entry);
    for (const fact of facts) factsById.set(fact.itemId, fact);
    for (const [itemId, open] of groupByItem(listings)) listingsById.set(itemId, open);
    return this.assemble({ revision, hour: state.hour, readAt: state.readAt }, items, factsById, listingsById, now);
  }

  private async assemble(
    at: Pick<BoardState, 'revision' | 'hour' | 'readAt'>,
    items: BoardState['items'],
    facts: BoardState['facts'],
    listings: BoardState['listings'],
    now: number,
  ): Promise<BoardState> {
    const [traders, dividends] = await Promise.all([this.repository.activeTradersAt(now), this.repository.dividendsPaidSince(now - DAY_MS)]);
    const stats = new Map<string, ItemMarketStats>();
    for (const [itemId, fact] of facts) {
      const known = items.get(itemId);
      if (known !== undefined) stats.set(itemId, statsOfFacts(fact, known.item.supply, known.holders));
    }
    const onBoard: ListingOnBoard[] = [];
    for (const open of listings.values()) {
      for (const listing of open) {
        const item = items.get(listing.itemId)?.item;
        const itemStats = stats.get(listing.itemId);
        if (item !== undefined && itemStats !== undefined) onBoard.push({ listing, item, stats: itemStats });
      }
    }
    onBoard.sort((a, b) => newestFirst(a.listing, b.listing));
    const all = [...stats.values()];
    const board: MarketBoard = { listings: onBoard, summary: marketSummary(all, traders, dividends), rankings: marketRankings(all, RANKED_LIST_SIZE) };
    return { ...at, items, facts, listings, board };
  }
}

function groupByItem(listings: readonly MarketListing[]): Map<string, MarketListing[]> {
  const byItem = new Map<string, MarketListing[]>();
  for (const listing of listings) {
    const open = byItem.get(listing.itemId);
    if (open === undefined) byItem.set(listing.itemId, [listing]);
    else open.push(listing);
  }
  return byItem;
}
