import sampleIssues from './sampleRepository/issues.json' with { type: 'json' };
import samplePulls from './sampleRepository/pulls.json' with { type: 'json' };

/** The embedded sample repository's records, in the GitHub REST shape. */
export interface SampleRepository {
  readonly issues: readonly Record<string, unknown>[];
  readonly pulls: readonly Record<string, unknown>[];
}

/** The sample repository the embedded default serves (`sampleGitHub.routes.ts`) and derives its contracts from. */
export const EMBEDDED_SAMPLE_REPOSITORY: SampleRepository = { issues: sampleIssues, pulls: samplePulls };
