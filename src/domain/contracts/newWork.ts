import type { PullRequestStatus } from './contract';
import type { GitHubPullRequestInput } from './githubRecords';

/** When a pull request was opened and merged, in epoch milliseconds; null when GitHub's answer did not say (or not readable). */
export interface WorkDates {
  readonly openedAt: number | null;
  readonly mergedAt: number | null;
}

/** An ISO 8601 time as GitHub writes it, in epoch milliseconds; null when absent or unreadable. */
const epochOf = (iso: string | null | undefined): number | null => {
  if (iso == null) return null;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : null;
};

/** The dates of a pull request's record. */
export const workDatesOf = (pull: Pick<GitHubPullRequestInput, 'createdAt' | 'mergedAt'>): WorkDates => ({
  openedAt: epochOf(pull.createdAt),
  mergedAt: epochOf(pull.mergedAt),
});

/**
 * Whether a pull request is new work for a claim placed at `claimedAt` (epoch ms): it was opened at or after the claim
 * was placed and, when merged, merged at or after that too (the claim being open now, that is while it was open). A
 * pull request whose dates are unknown is never new work: edits to an older pull request change nothing.
 */
export const isNewWork = (dates: WorkDates, status: PullRequestStatus, claimedAt: number): boolean => {
  if (dates.openedAt === null || dates.openedAt < claimedAt) return false;
  if (status !== 'merged') return true;
  return dates.mergedAt !== null && dates.mergedAt >= claimedAt;
};
