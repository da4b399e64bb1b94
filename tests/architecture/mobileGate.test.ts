import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from '../../scripts/lighthouse/lighthouseGate';
import { calibratedCpuSlowdown, MOBILE_LIGHTHOUSE_ROUTES, MOBILE_THRESHOLDS, medianRun, mobileFailures } from '../../scripts/lighthouse/mobileGate';

const run = (performance: number, firstContentfulPaintMs: number, accessibility = 100): LighthouseRun => ({
  performance,
  accessibility,
  bestPractices: 100,
  cls: 0,
  firstContentfulPaintMs,
});

describe("the phone's Lighthouse gate (issue 39)", () => {
  it('takes each figure’s median of three runs, so one slow run does not decide', () => {
    expect(medianRun([run(60, 4_000), run(80, 1_200), run(78, 1_400)])).toEqual(run(78, 1_400));
  });

  it('passes the editor at 75 with a first paint of 2.5 s, and fails it one point or one millisecond short', () => {
    expect(mobileFailures('/', run(75, 2_500))).toEqual([]);
    expect(mobileFailures('/', run(74, 2_501))).toEqual(['/ (mobile): median performance 74 < 75', '/ (mobile): median first contentful paint 2501 ms > 2500 ms']);
  });

  it('holds the other pages to 90 without a first-paint limit, and every page to accessibility 100', () => {
    expect(mobileFailures('/contracts', run(90, 4_000))).toEqual([]);
    expect(mobileFailures('/token', run(89, 900, 99))).toEqual(['/token (mobile): median performance 89 < 90', '/token (mobile): median accessibility 99 < 100']);
  });

  it('fails a route Lighthouse could not measure in any run, and an unknown first paint', () => {
    expect(mobileFailures('/exchange', medianRun([run(95, 900), { ...run(0, Number.NaN), runtimeError: 'NO_FCP' }, run(95, 900)]))).toEqual([
      '/exchange (mobile): Lighthouse could not measure the page (NO_FCP)',
    ]);
    expect(mobileFailures('/', medianRun([run(90, Number.NaN), run(90, Number.NaN), run(90, 1_000)]))).toEqual([
      '/ (mobile): median first contentful paint Infinity ms > 2500 ms',
    ]);
  });

  it('never passes a median whose majority of runs fail', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 }), (scores) => {
        const failing = scores.filter((score) => score < MOBILE_THRESHOLDS.performance).length;
        const verdict = mobileFailures('/contracts', medianRun(scores.map((score) => run(score, 1_000))));
        expect(verdict.length === 0).toBe(failing < 2);
      }),
    );
  });

  it('measures the routes and thresholds the issue names', () => {
    expect([MOBILE_LIGHTHOUSE_ROUTES, MOBILE_THRESHOLDS]).toEqual([
      ['/', '/contracts', '/exchange', '/token'],
      { editorPerformance: 75, editorFirstPaintMs: 2_500, performance: 90, accessibility: 100 },
    ]);
  });

  it('slows each host to the same phone: 4x on the host the issue measured, less on a slower one, never below 1x', () => {
    expect(calibratedCpuSlowdown(3_000)).toBe(4);
    expect(calibratedCpuSlowdown(1_500)).toBe(2);
    expect(calibratedCpuSlowdown(4_500)).toBe(6);
    expect(calibratedCpuSlowdown(300)).toBe(1);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    fc.assert(
      fc.property(fc.integer({ min: 750, max: 10_000 }), fc.integer({ min: 750, max: 10_000 }), (slower, faster) => {
        fc.pre(slower <= faster);
        // A faster host is slowed at least as much, and the phone it emulates is the same to within rounding.
        expect(calibratedCpuSlowdown(slower)).toBeLessThanOrEqual(calibratedCpuSlowdown(faster));
        expect(Math.abs(faster / calibratedCpuSlowdown(faster) - 750)).toBeLessThan(4);
      }),
    );
  });
});
