import { mergeSorted } from '../../shared/mergeSorted';
import {
  addTotals,
  NO_TOTALS,
  RANKING_RULES,
  rankOrder,
  summaryOfTotals,
  totalsOf,
  type ItemMarketStats,
  type MarketRankings,
  type MarketSummary,
  type SummaryTotals,
} from './marketStats';

type RankingName = keyof MarketRankings;
const RANKING_NAMES = Object.keys(RANKING_RULES) as RankingName[];

/**
 * The market's figures kept between writes (issue 30, benchmarks): every item's figures, the stat cards' totals and
 * each ranking's items in order, so a trade changes them by its item alone instead of summing and sorting every
 * item again. The rules are `marketStats`'s (`totalsOf`, `RANKING_RULES`, `rankOrder`): `summaryOfKept` and
 * `rankingsOfKept` answer what `marketSummary` and `marketRankings` answer over `stats`.
 */
export interface KeptFigures {
  readonly stats: ReadonlyMap<string, ItemMarketStats>;
  readonly totals: SummaryTotals;
  /** Each ranking's items (all that rank, not only the top), in its order. */
  readonly ranked: Readonly<Record<RankingName, readonly ItemMarketStats[]>>;
}

export const NO_FIGURES: KeptFigures = { stats: new Map(), totals: NO_TOTALS, ranked: { trending: [], gainers: [], topVolume: [] } };

/**
 * The figures with the items of `changed` replaced by their new figures (null: the item has none any more); every
 * other item keeps its figures and its place. Costs the kept items once (a copy and a merge), not a sort.
 */
export function withChangedItems(kept: KeptFigures, changed: ReadonlyMap<string, ItemMarketStats | null>): KeptFigures {
  const stats = new Map(kept.stats);
  let totals = kept.totals;
  const fresh: ItemMarketStats[] = [];
  for (const [itemId, next] of changed) {
    const before = stats.get(itemId);
    if (before !== undefined) totals = addTotals(totals, totalsOf(before), -1);
    if (next === null) {
      stats.delete(itemId);
      continue;
    }
    stats.set(itemId, next);
    totals = addTotals(totals, totalsOf(next));
    fresh.push(next);
  }
  const ranked = {} as Record<RankingName, readonly ItemMarketStats[]>;
  for (const name of RANKING_NAMES) {
    const rule = RANKING_RULES[name];
    const order = rankOrder(rule);
    const unchanged = changed.size === 0 ? kept.ranked[name] : kept.ranked[name].filter((item) => !changed.has(item.itemId));
    ranked[name] = mergeSorted(unchanged, fresh.filter(rule.ranks).sort(order), order);
  }
  return { stats, totals, ranked };
}

/** The stat cards from the kept figures. */
export const summaryOfKept = (kept: KeptFigures, activeTraders24h: number, dividendsPaid24hSatoshis: number): MarketSummary =>
  summaryOfTotals(kept.totals, activeTraders24h, dividendsPaid24hSatoshis);

/** The analytics panel's lists from the kept figures: the first `size` of each ranking. */
export function rankingsOfKept(kept: KeptFigures, size: number): MarketRankings {
  const top = (name: RankingName) => kept.ranked[name].slice(0, size).map((item) => item.itemId);
  return { trending: top('trending'), gainers: top('gainers'), topVolume: top('topVolume') };
}
