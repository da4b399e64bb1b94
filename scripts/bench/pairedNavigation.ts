/**
 * How the editor benchmark compares the app's navigation with the bare Monaco page's: both are measured in each
 * round, one after the other, so the ratio of a round is taken under one machine state; the rounds' median ratio is
 * the figure. On a shared two-core machine the time of one navigation moves by a fifth or more from round to round,
 * more than the two pages differ, and the ratio of two separate medians keeps part of that drift.
 */

/** One round: milliseconds to an editable Monaco on each page. */
export interface NavigationRound {
  readonly appMs: number;
  readonly bareMs: number;
}

export interface NavigationSummary {
  readonly rounds: number;
  readonly appMs: number;
  readonly bareMs: number;
  /** The median of the rounds' app/bare ratios. */
  readonly ratio: number;
  /** The lower and upper quartiles of the rounds' ratios. */
  readonly ratioQuartiles: readonly [number, number];
}

/** The value at quantile `q` (0 to 1) of `values`, by nearest rank; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q + 0.5)] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Which page a round measures first: they alternate, so neither always follows the other's teardown. */
export const appFirstIn = (round: number): boolean => round % 2 === 1;

export function summarizeNavigation(rounds: readonly NavigationRound[]): NavigationSummary {
  const ratios = rounds.map(({ appMs, bareMs }) => appMs / bareMs);
  return {
    rounds: rounds.length,
    appMs: median(rounds.map((round) => round.appMs)),
    bareMs: median(rounds.map((round) => round.bareMs)),
    ratio: median(ratios),
    ratioQuartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
  };
}
