/** Bundled by `scripts/bench.ts` and run in Chromium: exposes the workload to `page.evaluate`. */
import { runDeriveBenchmark } from './deriveBenchmark';

Object.assign(globalThis, { runDeriveBenchmark });
