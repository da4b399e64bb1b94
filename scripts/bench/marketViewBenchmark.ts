/**
 * The exchange's filter + sort workload, runtime-neutral (only `performance` and plain JavaScript), so the same code
 * runs in Node and, bundled, in Chromium, over 10,000 sample listings for a few views: `applyMarketView` (searches,
 * filters and sorts from scratch), and the page's `createMarketViewer` once it has sorted by that order (what a
 * keystroke or a filter tab costs), plus building the viewer.
 */
import { sampleCatalogue } from '../../src/adapters/sample/sampleCatalogue';
import { applyMarketView, DEFAULT_MARKET_VIEW, type MarketView } from '../../src/domain/exchange/marketView';
import { createMarketViewer } from '../../src/domain/exchange/marketViewer';

export const MARKET_BENCH_SIZE = 10_000;
const RUNS = 30;
const WARM_UP_MS = 300;

export interface Times {
  readonly medianMs: number;
  readonly fastestMs: number;
}

export interface MarketViewTiming {
  readonly label: string;
  readonly shown: number;
  /** `applyMarketView`: search, filter and sort from scratch. */
  readonly fromScratch: Times;
  /** The page's viewer with its sort order already made. */
  readonly viewer: Times;
}

const VIEWS: readonly (readonly [string, MarketView])[] = [
  ['All Markets by 24h Change (sort all)', { ...DEFAULT_MARKET_VIEW, sort: 'change' }],
  ['Libraries by Volume', { ...DEFAULT_MARKET_VIEW, filter: 'library', sort: 'volume' }],
  ['Trending by Price', { ...DEFAULT_MARKET_VIEW, filter: 'trending', sort: 'price' }],
  ['search "wallet" + All Markets by Market Cap', { ...DEFAULT_MARKET_VIEW, query: 'wallet' }],
];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The median and fastest time of `work` after warming it up; `work` returns a count so nothing is optimised away. */
export const timesOf = (work: () => number): Times => {
  let produced = 0;
  const warmUpStart = performance.now();
  while (performance.now() - warmUpStart < WARM_UP_MS) produced += work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    produced += work();
    times.push(performance.now() - start);
  }
  if (produced < 0) throw new Error('unreachable');
  return { medianMs: median(times), fastestMs: Math.min(...times) };
};

const timingFor = (label: string, view: MarketView, listings: ReturnType<typeof sampleCatalogue>): MarketViewTiming => {
  const viewer = createMarketViewer(listings);
  return {
    label,
    shown: applyMarketView(listings, view).length,
    fromScratch: timesOf(() => applyMarketView(listings, view).length),
    viewer: timesOf(() => viewer(view).length),
  };
};

/** Building the viewer (lower-cased names and tags) and its first view, which sorts. */
export const viewerSetupTimes = (): Times => {
  const listings = sampleCatalogue(MARKET_BENCH_SIZE);
  return timesOf(() => createMarketViewer(listings)(DEFAULT_MARKET_VIEW).length);
};

export interface MarketViewReport {
  readonly views: readonly MarketViewTiming[];
  readonly viewerSetup: Times;
}

export const runMarketViewBenchmark = (): MarketViewReport => {
  const listings = sampleCatalogue(MARKET_BENCH_SIZE);
  return { views: VIEWS.map(([label, view]) => timingFor(label, view, listings)), viewerSetup: viewerSetupTimes() };
};
