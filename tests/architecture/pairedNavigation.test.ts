import { describe, expect, it } from 'vitest';
import { appFirstIn, median, quantile, summarizeNavigation } from '../../scripts/bench/pairedNavigation';

describe("the editor benchmark's paired navigation rounds (issue 14)", () => {
  it('takes the median of the rounds’ ratios, not the ratio of two medians', () => {
    // Ratios 1.3, 1.05, 1.1, 1.2 and 1.0; the separate medians (app 1,300 ms, bare 1,200 ms) would say 1.083.
    const summary = summarizeNavigation([
      { bareMs: 1000, appMs: 1300 },
      { bareMs: 1200, appMs: 1260 },
      { bareMs: 1400, appMs: 1540 },
      { bareMs: 1100, appMs: 1320 },
      { bareMs: 1300, appMs: 1300 },
    ]);
    expect(summary.ratio).toBeCloseTo(1.1, 10);
    expect(summary.ratioQuartiles[0]).toBeCloseTo(1.05, 10);
    expect(summary.ratioQuartiles[1]).toBeCloseTo(1.2, 10);
    expect({ rounds: summary.rounds, appMs: summary.appMs, bareMs: summary.bareMs }).toEqual({ rounds: 5, appMs: 1300, bareMs: 1200 });
  });

  it('is not moved by one disturbed round', () => {
    const steady = Array.from({ length: 6 }, () => ({ bareMs: 1000, appMs: 1150 }));
    const summary = summarizeNavigation([...steady, { bareMs: 1000, appMs: 3000 }]);
    expect(summary.ratio).toBeCloseTo(1.15, 10);
    expect(summary.ratioQuartiles[1]).toBeCloseTo(1.15, 10);
  });

  it('reads quantiles by nearest rank, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9], 0.25)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9], 0.75)).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('alternates which page a round measures first', () => {
    expect([0, 1, 2, 3].map(appFirstIn)).toEqual([false, true, false, true]);
  });
});
