/** Runs Lighthouse on one page in an already launched Chromium (chrome-launcher's debugging port). */
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { LighthouseRun } from './lighthouseGate';

export type LighthousePreset = 'desktop' | 'mobile';

/** A run's figures with the host's CPU power as Lighthouse measured it during the run (`benchmarkIndex`). */
export type MeasuredRun = LighthouseRun & { readonly benchmarkIndex: number };

/** `cpuSlowdown` replaces the mobile profile's 4x CPU slowdown (its network stays Lighthouse's slow 4G). */
export async function runLighthouse(port: number, url: string, preset: LighthousePreset, cpuSlowdown?: number): Promise<MeasuredRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility', 'performance', 'best-practices'],
    // Desktop at the machine's own speed (no simulated throttling); mobile keeps Lighthouse's default emulation.
    ...(preset === 'desktop' ? { formFactor: 'desktop', screenEmulation: { disabled: true }, throttlingMethod: 'provided' } : {}),
    ...(preset === 'mobile' && cpuSlowdown !== undefined ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  });
  const categories = result?.lhr.categories ?? {};
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const runtimeError = result === undefined ? 'NO_RESULT' : result.lhr.runtimeError?.code;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    firstContentfulPaintMs: result?.lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? Number.NaN,
    ...(runtimeError === undefined ? {} : { runtimeError }),
  };
}
