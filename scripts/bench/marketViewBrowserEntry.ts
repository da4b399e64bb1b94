/** Bundled by `exchangeBenchmarks.ts` and run in Chromium: exposes the market-view workload to `page.evaluate`. */
import { runMarketViewBenchmark } from './marketViewBenchmark';

Object.assign(globalThis, { runMarketViewBenchmark });
