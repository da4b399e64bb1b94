/**
 * Issue 17's Lighthouse thresholds and the verdict on one route's scores: desktop performance >= 95 (>= 85 on the
 * editor at `/`), accessibility 100, cumulative layout shift <= 0.1. Pure, so a test proves a low score fails.
 */

/** The routes Lighthouse scores: the editor and one page of each feature the navigation links. */
export const LIGHTHOUSE_ROUTES = ['/', '/exchange', '/token', '/contracts', '/developers/guides', '/maintainers/find-developers', '/contributors'] as const;

export const LIGHTHOUSE_THRESHOLDS = { performance: 95, editorPerformance: 85, accessibility: 100, cls: 0.1 } as const;

export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly cls: number;
  /** Lighthouse's own code when it could not measure the page (the scores are then 0). */
  readonly runtimeError?: string;
}

/** One run's scores with the first contentful paint Lighthouse estimated, in milliseconds (NaN when unmeasured). */
export interface LighthouseRun extends LighthouseScores {
  readonly firstContentfulPaintMs: number;
}

/** What keeps a route's scores below the thresholds; empty when they meet every one. */
export function lighthouseFailures(route: string, scores: LighthouseScores): string[] {
  if (scores.runtimeError !== undefined) return [`${route}: Lighthouse could not measure the page (${scores.runtimeError})`];
  const performanceFloor = route === '/' ? LIGHTHOUSE_THRESHOLDS.editorPerformance : LIGHTHOUSE_THRESHOLDS.performance;
  const failures: string[] = [];
  if (scores.performance < performanceFloor) failures.push(`${route}: performance ${scores.performance} < ${performanceFloor}`);
  if (scores.accessibility < LIGHTHOUSE_THRESHOLDS.accessibility) failures.push(`${route}: accessibility ${scores.accessibility} < ${LIGHTHOUSE_THRESHOLDS.accessibility}`);
  if (!(scores.cls <= LIGHTHOUSE_THRESHOLDS.cls)) failures.push(`${route}: CLS ${scores.cls.toFixed(3)} > ${LIGHTHOUSE_THRESHOLDS.cls}`);
  return failures;
}

export const formatScores = (route: string, preset: string, scores: LighthouseScores): string =>
  `lighthouse ${route} (${preset}): accessibility ${scores.accessibility}, performance ${scores.performance}, best-practices ${scores.bestPractices}, CLS ${scores.cls.toFixed(3)}` +
  (scores.runtimeError === undefined ? '' : ` (could not measure: ${scores.runtimeError})`);
