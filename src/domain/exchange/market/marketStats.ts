import type { Trade } from './marketRecords';
import { dayStartHour, hourOf } from './marketRules';

/**
 * An item's market figures, all from its trades. Null where no trade gives a figure: the page says "No trades yet"
 * instead of showing a number.
 */
export interface ItemMarketStats {
  readonly itemId: string;
  /** Price per token of the latest trade. */
  readonly lastPriceSatoshis: number | null;
  /** Satoshis traded in the day's window (the current hour and the 23 before it). */
  readonly volume24hSatoshis: number;
  /** Trades in the day's window of hours. */
  readonly trades24h: number;
  /** Percent from the last price before the day's window (or the window's first trade) to the last price; null without trades. */
  readonly change24hPercent: number | null;
  /** Last price × supply. */
  readonly marketCapSatoshis: number | null;
  readonly holders: number;
}

/** Trades in time order (ties keep their given order). */
const byTime = (trades: readonly Trade[]): readonly Trade[] => [...trades].sort((a, b) => a.at - b.at);

/**
 * What an item's trades say at a moment, before supply and holders are known: the last price, the price the 24-hour
 * change is measured from (the last price before the day's window, else the window's first trade), and the window's volume and count.
 * A database may compute it with aggregates; `tradeFacts` is its definition.
 */
export interface ItemTradeFacts {
  readonly itemId: string;
  readonly lastPriceSatoshis: number | null;
  readonly referencePriceSatoshis: number | null;
  readonly volume24hSatoshis: number;
  readonly trades24h: number;
}

/** True when a trade made at `at` counts in the day's window at `now` (`dayStartHour`). */
export const inDayWindow = (at: number, now: number): boolean => hourOf(at) >= dayStartHour(now) && hourOf(at) <= hourOf(now);

/** An item's trade facts from its trades (any order) at `now`; trades of hours after `now`'s are not counted. */
export function tradeFacts(itemId: string, trades: readonly Trade[], now: number): ItemTradeFacts {
  const ordered = byTime(trades.filter((trade) => hourOf(trade.at) <= hourOf(now)));
  const day = ordered.filter((trade) => inDayWindow(trade.at, now));
  const reference = ordered.filter((trade) => hourOf(trade.at) < dayStartHour(now)).at(-1) ?? day[0];
  return {
    itemId,
    lastPriceSatoshis: ordered.at(-1)?.priceSatoshis ?? null,
    referencePriceSatoshis: reference?.priceSatoshis ?? null,
    volume24hSatoshis: day.reduce((sum, trade) => sum + trade.quantity * trade.priceSatoshis, 0),
    trades24h: day.length,
  };
}

/** An item's figures from its trade facts, supply and holder count. */
export function statsOfFacts(facts: ItemTradeFacts, supply: number, holders: number): ItemMarketStats {
  const { itemId, lastPriceSatoshis, referencePriceSatoshis, volume24hSatoshis, trades24h } = facts;
  return {
    itemId,
    lastPriceSatoshis,
    volume24hSatoshis,
    trades24h,
    change24hPercent:
      lastPriceSatoshis === null || referencePriceSatoshis === null ? null : ((lastPriceSatoshis - referencePriceSatoshis) / referencePriceSatoshis) * 100,
    marketCapSatoshis: lastPriceSatoshis === null ? null : lastPriceSatoshis * supply,
    holders,
  };
}

/** One item's figures from its trades (any order), its supply and holder count, at `now`. */
export const itemMarketStats = (itemId: string, trades: readonly Trade[], supply: number, holders: number, now: number): ItemMarketStats =>
  statsOfFacts(tradeFacts(itemId, trades, now), supply, holders);

/** The market's four stat cards; null market cap or volume when nothing has traded yet. */
export interface MarketSummary {
  readonly marketCapSatoshis: number | null;
  readonly volume24hSatoshis: number | null;
  /** Distinct buyers and sellers in the day's window of hours. */
  readonly activeTraders24h: number;
  readonly dividendsPaid24hSatoshis: number;
}

/** Distinct buyers and sellers of the trades in the day's window at `now`. */
export const activeTraders = (trades: readonly Trade[], now: number): number =>
  new Set(trades.filter((trade) => inDayWindow(trade.at, now)).flatMap((trade) => [trade.buyer, trade.seller])).size;

/** What one item adds to the stat cards: whether it has a price, its market cap, its day's volume. */
export interface SummaryTotals {
  readonly priced: number;
  readonly marketCapSatoshis: number;
  readonly volume24hSatoshis: number;
}

export const NO_TOTALS: SummaryTotals = { priced: 0, marketCapSatoshis: 0, volume24hSatoshis: 0 };

/** One item's part of the stat cards' totals. */
export const totalsOf = (item: ItemMarketStats): SummaryTotals => ({
  priced: item.marketCapSatoshis === null ? 0 : 1,
  marketCapSatoshis: item.marketCapSatoshis ?? 0,
  volume24hSatoshis: item.volume24hSatoshis,
});

/** Totals added (`sign` 1) or taken away (`sign` -1). */
export const addTotals = (a: SummaryTotals, b: SummaryTotals, sign: 1 | -1 = 1): SummaryTotals => ({
  priced: a.priced + sign * b.priced,
  marketCapSatoshis: a.marketCapSatoshis + sign * b.marketCapSatoshis,
  volume24hSatoshis: a.volume24hSatoshis + sign * b.volume24hSatoshis,
});

/** The stat cards from the items' totals; market cap and volume stay null until something has traded. */
export const summaryOfTotals = (totals: SummaryTotals, activeTraders24h: number, dividendsPaid24hSatoshis: number): MarketSummary => ({
  marketCapSatoshis: totals.priced === 0 ? null : totals.marketCapSatoshis,
  volume24hSatoshis: totals.priced === 0 ? null : totals.volume24hSatoshis,
  activeTraders24h,
  dividendsPaid24hSatoshis,
});

/** The stat cards from every item's figures. */
export const marketSummary = (stats: readonly ItemMarketStats[], activeTraders24h: number, dividendsPaid24hSatoshis: number): MarketSummary =>
  summaryOfTotals(stats.reduce((sum, item) => addTotals(sum, totalsOf(item)), NO_TOTALS), activeTraders24h, dividendsPaid24hSatoshis);

/** The analytics panel's lists: ids of the items with the most trades, the biggest gain, and the most volume today. */
export interface MarketRankings {
  readonly trending: readonly string[];
  readonly gainers: readonly string[];
  readonly topVolume: readonly string[];
}

/** Which items a ranking holds and its order: `key` descending, then item id ascending. */
export interface RankingRule {
  readonly ranks: (item: ItemMarketStats) => boolean;
  readonly key: (item: ItemMarketStats) => number;
}

/** Only items traded in the day's window rank; an empty list means no trades today. */
export const RANKING_RULES: Readonly<Record<keyof MarketRankings, RankingRule>> = {
  trending: { ranks: (item) => item.trades24h > 0, key: (item) => item.trades24h * 1e15 + item.volume24hSatoshis },
  gainers: { ranks: (item) => item.trades24h > 0 && item.change24hPercent !== null, key: (item) => item.change24hPercent ?? 0 },
  topVolume: { ranks: (item) => item.trades24h > 0, key: (item) => item.volume24hSatoshis },
};

/** A ranking's order: negative when `a` ranks before `b`. */
export const rankOrder =
  (rule: RankingRule) =>
  (a: ItemMarketStats, b: ItemMarketStats): number =>
    rule.key(b) - rule.key(a) || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0);

const top = (stats: readonly ItemMarketStats[], rule: RankingRule, size: number): readonly string[] =>
  stats
    .filter(rule.ranks)
    .sort(rankOrder(rule))
    .slice(0, size)
    .map((item) => item.itemId);

/** The analytics panel's lists from every item's figures. */
export function marketRankings(stats: readonly ItemMarketStats[], size: number): MarketRankings {
  return {
    trending: top(stats, RANKING_RULES.trending, size),
    gainers: top(stats, RANKING_RULES.gainers, size),
    topVolume: top(stats, RANKING_RULES.topVolume, size),
  };
}

/** The price history of an item for its chart: each trade's price, in time order. */
export const priceHistory = (trades: readonly Trade[]): readonly { readonly at: number; readonly priceSatoshis: number }[] =>
  byTime(trades).map(({ at, priceSatoshis }) => ({ at, priceSatoshis }));
