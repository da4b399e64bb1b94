import { RANKED_LIST_SIZE } from '../../../domain/exchange/exchangeRules';
import type { MarketItem, MarketListing } from '../../../domain/exchange/market/marketRecords';
import { DAY_MS, hourOf } from '../../../domain/exchange/market/marketRules';
import { NO_FIGURES, rankingsOfKept, summaryOfKept, withChangedItems, type KeptFigures } from '../../../domain/exchange/market/keptFigures';
import { statsOfFacts, type ItemMarketStats, type ItemTradeFacts, type MarketRankings, type MarketSummary } from '../../../domain/exchange/market/marketStats';
import { mergeSorted } from '../../../domain/shared/mergeSorted';
import type { MarketChanges, MarketRepository } from '../../../ports/marketRepository.port';

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
 * How long a board is kept before it is read whole again (in the background, `LiveBoard`): writes through this
 * process re-read only their items at once; a write by another server on the same database shows within this time
 * and the whole read that follows it.
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
 * other listings keep their entries. A whole read is the same update from nothing with every item.
 *
 * Only the first board is waited for whole. When the day's window moves to the next hour, after `fullReadMs`, or
 * when the writes are no longer known, the kept board goes on being served (brought up to date by this process's
 * writes) while one whole read runs in the background (requests that find the board stale meanwhile share it); then
 * it takes the kept board's place. So a board served is at most a moment old: the previous hour's window until the
 * whole read ends (about half a second at 10,000 items and 1,000,000 trades), and another server's writes until the
 * next whole read. The whole read keeps the revision it started from, so a write made while it runs is read again by
 * the next request. A whole read that fails keeps the old board; the next request tries again.
 */
export class LiveBoard {
  private state: BoardState | null = null;
  /**
   * The read requests wait for: the first whole read (from no board), or the items written since the kept board
   * `from`; shared only by requests that find the same board kept.
   */
  private reading: { readonly from: BoardState | null; readonly board: Promise<MarketBoard> } | null = null;
  /** The whole read under way in the background while the kept board is served (one at a time). */
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly repository: MarketRepository,
    private readonly now: () => number,
    private readonly fullReadMs: number = BOARD_FULL_READ_MS,
  ) {}

  board(): Promise<MarketBoard> {
    const now = this.now();
    const state = this.state;
    if (state === null) return this.shared(null, () => this.readWhole(now));
    const changes = this.repository.changes(state.revision);
    if (changes.itemIds === null || !this.fresh(state, now)) this.refresh(now);
    if (changes.revision === state.revision || changes.itemIds === null) return Promise.resolve(state.board);
    return this.shared(state, () => this.readChanged(state, changes, now));
  }

  /** Resolves when the whole read under way in the background (if any) has ended, with the board it left. */
  async settled(): Promise<void> {
    await this.refreshing;
  }

  private shared(from: BoardState | null, read: () => Promise<MarketBoard>): Promise<MarketBoard> {
    if (this.reading?.from === from) return this.reading.board;
    const reading = {
      from,
      board: read().finally(() => {
        if (this.reading === reading) this.reading = null;
      }),
    };
    this.reading = reading;
    return reading.board;
  }

  private refresh(now: number): void {
    // A failed whole read keeps the old board (still served); the next request that finds it stale tries again.
    this.refreshing ??= this.readWhole(now).then(
      () => undefined,
      () => undefined,
    ).finally(() => {
      this.refreshing = null;
    });
  }

  private fresh(state: BoardState, now: number): boolean {
    return state.hour === hourOf(now) && now < state.readAt + this.fullReadMs;
  }

  /** Every item read from nothing; the board keeps the revision taken before reading, so later writes are read again. */
  private async readWhole(now: number): Promise<MarketBoard> {
    const revision = this.repository.changes(this.state?.revision ?? 0).revision;
    const [read, whole] = await this.readParts(NOTHING, null, now);
    // The kept board's entries that read the same are kept (the answer's JSON of each is kept with its entry).
    const onBoard = sameEntriesKept(read.onBoard, this.state?.onBoard ?? []);
    const board: MarketBoard = { ...whole, listings: onBoard };
    this.state = { ...read, onBoard, revision, hour: hourOf(now), readAt: now, board };
    return board;
  }

  /**
   * The kept board brought up to date by the items written since it; it stays as stale as it was (its hour and
   * read time are kept). When a whole read took its place meanwhile, that one is kept (it reads these writes next).
   */
  private async readChanged(base: BoardState, changes: MarketChanges, now: number): Promise<MarketBoard> {
    const [parts, board] = await this.readParts(base, changes.itemIds ?? [], now);
    if (this.state === base) this.state = { ...parts, revision: changes.revision, hour: base.hour, readAt: base.readAt, board };
    return board;
  }

  private async readParts(base: BoardParts, itemIds: readonly string[] | null, now: number): Promise<[BoardParts, MarketBoard]> {
    const [read, traders, dividends] = await Promise.all([
      this.readItems(itemIds, now),
      this.repository.activeTradersAt(now),
      this.repository.dividendsPaidSince(now - DAY_MS),
    ]);
    const parts = updated(base, read, itemIds);
    return [parts, { listings: parts.onBoard, summary: summaryOfKept(parts.figures, traders, dividends), rankings: rankingsOfKept(parts.figures, RANKED_LIST_SIZE) }];
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

/** The entries read, each replaced by the kept entry of its listing when that one has the same listing, item and figures. */
function sameEntriesKept(read: readonly ListingOnBoard[], kept: readonly ListingOnBoard[]): readonly ListingOnBoard[] {
  if (kept.length === 0) return read;
  const keptById = new Map(kept.map((entry) => [entry.listing.id, entry]));
  return read.map((entry) => {
    const before = keptById.get(entry.listing.id);
    return before !== undefined && sameFields(before.listing, entry.listing) && sameFields(before.item, entry.item) && sameFields(before.stats, entry.stats) ? before : entry;
  });
}

/** Whether two records of flat fields hold the same values. */
function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
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
