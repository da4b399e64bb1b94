import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_THRESHOLDS, lighthouseFailures, type LighthouseScores } from '../../scripts/lighthouse/lighthouseGate';

const passing: LighthouseScores = { performance: 100, accessibility: 100, bestPractices: 100, cls: 0 };

describe("Lighthouse's gate (issue 17)", () => {
  it('passes a route that meets every threshold, at the thresholds themselves', () => {
    expect(lighthouseFailures('/exchange', passing)).toEqual([]);
    expect(lighthouseFailures('/exchange', { ...passing, performance: 95, cls: 0.1 })).toEqual([]);
    expect(lighthouseFailures('/', { ...passing, performance: 85 })).toEqual([]);
  });

  it('fails a non-editor route below 95 and the editor below 85', () => {
    expect(lighthouseFailures('/exchange', { ...passing, performance: 94 })).toEqual(['/exchange: performance 94 < 95']);
    expect(lighthouseFailures('/', { ...passing, performance: 90 })).toEqual([]);
    expect(lighthouseFailures('/', { ...passing, performance: 84 })).toEqual(['/: performance 84 < 85']);
  });

  it('fails accessibility below 100 and a layout shift above 0.1, naming each', () => {
    expect(lighthouseFailures('/token', { ...passing, accessibility: 99, cls: 0.11 })).toEqual(['/token: accessibility 99 < 100', '/token: CLS 0.110 > 0.1']);
  });

  it('fails a page Lighthouse could not measure, and an unknown layout shift', () => {
    expect(lighthouseFailures('/token', { ...passing, runtimeError: 'NO_FCP' })).toEqual(['/token: Lighthouse could not measure the page (NO_FCP)']);
    expect(lighthouseFailures('/token', { ...passing, cls: Number.NaN })).toEqual(['/token: CLS NaN > 0.1']);
  });

  it('keeps the thresholds issue 17 names', () => {
    expect(LIGHTHOUSE_THRESHOLDS).toEqual({ performance: 95, editorPerformance: 85, accessibility: 100, cls: 0.1 });
  });
});
