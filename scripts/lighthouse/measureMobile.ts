/**
 * The phone measurement of issue 39 (`npm run lighthouse:mobile`): each route of `MOBILE_LIGHTHOUSE_ROUTES` measured MOBILE_RUNS
 * times in Lighthouse's mobile profile, its median checked. A median below a threshold is measured again, as many
 * times more, up to ATTEMPTS in all (the load of the machine moves a phone's simulated scores four times as much as a
 * desktop's); the route fails when no median meets every threshold. The CPU slowdown is calibrated to the host
 * (`calibratedCpuSlowdown`) from the benchmarkIndex of the first, uncounted run. Returns the failures.
 */
import { calibratedCpuSlowdown, formatMobileRun, medianRun, MOBILE_LIGHTHOUSE_ROUTES, MOBILE_PHONE_BENCHMARK_INDEX, MOBILE_RUNS, mobileFailures } from './mobileGate';
import { runLighthouse } from './runLighthouse';

const ATTEMPTS = 2;

export async function measureMobile(port: number, base: string): Promise<string[]> {
  // The profile's first page pays its own start-up (the emulated screen and network): one run, not counted.
  const warmUp = await runLighthouse(port, `${base}/`, 'mobile');
  const cpuSlowdown = calibratedCpuSlowdown(warmUp.benchmarkIndex);
  console.log(`host benchmarkIndex ${Math.round(warmUp.benchmarkIndex)}: CPU slowed ${cpuSlowdown}x to a phone of ${MOBILE_PHONE_BENCHMARK_INDEX}`);
  const failures: string[] = [];
  for (const route of MOBILE_LIGHTHOUSE_ROUTES) {
    let last: string[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const runs = [];
      for (let run = 1; run <= MOBILE_RUNS; run++) runs.push(await runLighthouse(port, base + route, 'mobile', cpuSlowdown));
      const median = medianRun(runs);
      const each = runs.map((run) => `${run.performance}/${Math.round(run.firstContentfulPaintMs)} ms`).join(', ');
      console.log(`${formatMobileRun(route, median, `median of ${MOBILE_RUNS}`)} [runs: ${each}]${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
      last = mobileFailures(route, median);
      if (last.length === 0) break;
    }
    failures.push(...last);
  }
  return failures;
}
