import { RANKED_LIST_SIZE } from '../../../domain/exchange/exchangeRules';
import type { MarketItem, MarketListing } from '../../../domain/exchange/market/marketRecords';
import { DAY_MS, hourOf } from '../../../domain/exchange/market/marketRules';
import { NO_FIGURES, rankingsOfKept, summaryOfKept, withChangedItems, type KeptFigures } from '../../../domain/exchange/market/keptFigures';
import { statsOfFacts, type ItemMarketStats, type ItemTradeFacts, type MarketRankings, type MarketSummary } from '../../../domain/exchange/market/marketStats';
import { mergeSorted } from '../../../domain/shared/mergeSorted';
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

/** What the board is made of: each item with its holder count, its trade facts and open listings, and the kept figures. */
interface BoardParts {
  readonly items: Map<string, { readonly item: MarketItem; readonly holders: number }>;
  readonly facts: Map<string, ItemTradeFacts>;
  readonly listings: Map<string, readonly MarketListing[]>;
  readonly figures: KeptFigures;
  /** The listings on the board, newest first; an entry of an item that did not change is kept as it was. */
  readonly onBoard: readonly ListingOnBoard[];
}

interface BoardState extends BoardParts {
  readonly revision: number;
  readonly hour: number;
  readonly readAt: number;
  readonly board: MarketBoard;
}

/** Some items as read from the repository (all items, on a whole read). */
interface ItemsRead {
  readonly listings: readonly MarketListing[];
  readonly facts: readonly ItemTradeFacts[];
  readonly known: readonly { readonly item: MarketItem; readonly holders: number }[];
}

const NOTHING: BoardParts = { items: new Map(), facts: new Map(), listings: new Map(), figures: NO_FIGURES, onBoard: [] };

const newestFirst = (a: ListingOnBoard, b: ListingOnBoard): number =>
  b.listing.listedAt - a.listing.listedAt || (a.listing.id < b.listing.id ? 1 : a.listing.id > b.listing.id ? -1 : 0);

/**
 * The marketplace board kept between requests (issue 30, benchmarks): read whole once, then after each write only
 * the items it touched (`MarketRepository.changes`) are read again and the kept figures change by those items alone
 * (`withChangedItems`: the stat cards' totals and the rankings, without summing or sorting every item again); the
 * other listings keep their entries. A whole read is the same update from nothing with every item. It is read whole
 * again when the day's window moves to the next hour, after `BOARD_FULL_READ_MS`, or when the writes are no longer
 * known. Requests that arrive while it is being read share that read.
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
    // Kept and brought up to date by the items written, or read whole (from nothing).
    const base = state !== null && changes.itemIds !== null && this.fresh(state, now) ? state : null;
    const itemIds = base === null ? null : (changes.itemIds ?? []);
    const [read, traders, dividends] = await Promise.all([
      this.readItems(itemIds, now),
      this.repository.activeTradersAt(now),
      this.repository.dividendsPaidSince(now - DAY_MS),
    ]);
    const parts = updated(base ?? NOTHING, read, itemIds);
    const board: MarketBoard = { listings: parts.onBoard, summary: summaryOfKept(parts.figures, traders, dividends), rankings: rankingsOfKept(parts.figures, RANKED_LIST_SIZE) };
    this.state = { ...parts, revision: changes.revision, hour: base?.hour ?? hourOf(now), readAt: base?.readAt ?? now, board };
    return board;
  }

  /** The items named (all when null) as the repository has them now. */
  private async readItems(itemIds: readonly string[] | null, now: number): Promise<ItemsRead> {
    if (itemIds !== null && itemIds.length === 0) return { listings: [], facts: [], known: [] };
    const [listings, facts, known] = await Promise.all([
      itemIds === null ? this.repository.openListings() : this.repository.openListings(itemIds),
      this.repository.tradeFacts(itemIds, now),
      this.repository.itemsWithHolders(itemIds),
    ]);
    return { listings, facts, known };
  }
}

/**
 * The board's parts after reading `itemIds` again (null: every item was read, from nothing): those items' records are
 * replaced, their figures computed again and their listings' entries made anew; everything else is kept. The maps of
 * records are changed in place (they are this board's alone, and copying 10,000 entries three times was a third of
 * an update); the listings, figures and board handed out are new values.
 */
function updated(before: BoardParts, read: ItemsRead, itemIds: readonly string[] | null): BoardParts {
  const items = itemIds === null ? new Map<string, { readonly item: MarketItem; readonly holders: number }>() : before.items;
  const facts = itemIds === null ? new Map<string, ItemTradeFacts>() : before.facts;
  const listings = itemIds === null ? new Map<string, readonly MarketListing[]>() : before.listings;
  for (const itemId of itemIds ?? []) listings.delete(itemId);
  for (const entry of read.known) items.set(entry.item.itemId, entry);
  for (const fact of read.facts) facts.set(fact.itemId, fact);
  for (const [itemId, open] of groupByItem(read.listings)) listings.set(itemId, open);
  const changed = new Set(itemIds ?? [...items.keys(), ...facts.keys(), ...listings.keys()]);
  const changedStats = new Map<string, ItemMarketStats | null>();
  for (const itemId of changed) {
    const known = items.get(itemId);
    const fact = facts.get(itemId);
    changedStats.set(itemId, known === undefined || fact === undefined ? null : statsOfFacts(fact, known.item.supply, known.holders));
  }
  const figures = withChangedItems(before.figures, changedStats);
  const fresh: ListingOnBoard[] = [];
  for (const itemId of changed) {
    const item = items.get(itemId)?.item;
    const stats = figures.stats.get(itemId);
    if (item === undefined || stats === undefined) continue;
    for (const listing of listings.get(itemId) ?? []) fresh.push({ listing, item, stats });
  }
  const kept = before.onBoard.filter((entry) => !changed.has(entry.listing.itemId));
  return { items, facts, listings, figures, onBoard: mergeSorted(kept, fresh.sort(newestFirst), newestFirst) };
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
