/**
 * The exchange's part of `npm run bench`: filter + sort of 10,000 listings in Node and in Chromium (target under
 * 5 ms), keystroke to updated table at 10,000 listings in the built app (target under 50 ms), and the table's DOM
 * node count at 1,000 and 10,000 listings (must not grow with the listings). Prints; asserts nothing.
 */
import { chromium } from '@playwright/test';
import { bundleForBrowser } from './bundleForBrowser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { runExchangeAppBenchmark } from './exchangeAppBenchmark';
import { MARKET_BENCH_SIZE, runMarketViewBenchmark, type MarketViewReport, type Times } from './marketViewBenchmark';

const TARGET_FILTER_SORT_MS = 5;
const TARGET_KEYSTROKE_MS = 50;

const marketViewInChromium = async (): Promise<MarketViewReport> => {
  const bundle = await bundleForBrowser(new URL('./marketViewBrowserEntry.ts', import.meta.url));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle });
    return await page.evaluate(() => (globalThis as unknown as { runMarketViewBenchmark: () => MarketViewReport }).runMarketViewBenchmark());
  } finally {
    await browser.close();
  }
};

const ms = (times: Times): string => `${times.medianMs.toFixed(2)} ms median (${times.fastestMs.toFixed(2)} fastest)`;

const reportFilterSort = (runtime: string, report: MarketViewReport): void => {
  console.log(`\nExchange filter + sort of ${MARKET_BENCH_SIZE.toLocaleString('en-US')} listings, ${runtime}`);
  for (const { label, shown, fromScratch, viewer } of report.views) {
    console.log(`  ${label}, ${shown} shown: from scratch ${ms(fromScratch)}; page viewer ${ms(viewer)}`);
  }
  console.log(`  page viewer set-up with its first sort: ${ms(report.viewerSetup)}`);
  const worst = (pick: (timing: MarketViewReport['views'][number]) => Times) => Math.max(...report.views.map((timing) => pick(timing).medianMs));
  const verdict = (value: number) => (value < TARGET_FILTER_SORT_MS ? 'met' : 'missed');
  console.log(
    `  target (every view under ${TARGET_FILTER_SORT_MS} ms): from scratch ${verdict(worst((timing) => timing.fromScratch))}, page viewer ${verdict(worst((timing) => timing.viewer))}`,
  );
};

export async function runExchangeBenchmarks(): Promise<void> {
  reportFilterSort(`Node ${process.versions.node}`, runMarketViewBenchmark());
  reportFilterSort('Chromium', await marketViewInChromium());
  const app = await runExchangeAppBenchmark();
  const shown = (ms: number | null): string => (ms === null ? '<16' : String(ms));
  console.log('\nExchange keystroke to updated table, built app in Chromium (Event Timing duration through the next paint)');
  for (const [count, perKey] of Object.entries(app.keystrokeMs)) {
    const sorted = [...perKey].sort((a, b) => (a ?? 0) - (b ?? 0));
    const worst = sorted[sorted.length - 1] ?? null;
    const under = perKey.filter((ms) => ms === null).length;
    console.log(`  ${Number(count).toLocaleString('en-US')} listings, per key (ms; <16 = under the reporting threshold): ${perKey.map(shown).join(', ')}`);
    console.log(`    median ${shown(sorted[Math.floor(sorted.length / 2)] ?? null)} ms, worst ${shown(worst)} ms; ${under} of ${sorted.length} keys under 16 ms`);
    if (Number(count) === 10_000) console.log(`    target (worst under ${TARGET_KEYSTROKE_MS} ms): ${(worst ?? 0) < TARGET_KEYSTROKE_MS ? 'met' : 'missed'}`);
  }
  console.log(`\nExchange table DOM nodes (the Markets table region): ${Object.entries(app.tableNodes).map(([count, nodes]) => `${Number(count).toLocaleString('en-US')} listings: ${nodes}`).join('; ')}`);
}
