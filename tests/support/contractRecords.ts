import type { GitHubIssueInput, GitHubPullRequestInput } from '../../src/domain/contracts/githubRecords';
import type { RepositoryRecords } from '../../src/ports/issueTracker.port';

/** A validated issue with sensible defaults, for tests: opened by the repository's owner, so a bounty. */
export const issueRecord = (number: number, overrides: Partial<GitHubIssueInput> = {}): GitHubIssueInput => ({
  number,
  htmlUrl: `https://github.com/o/r/issues/${number}`,
  title: `Issue ${number}`,
  body: `## Description\nWork for issue ${number}.\n\n**Token Reward:** 1,000 BAPP`,
  state: 'open',
  assigneeLogin: null,
  labels: [],
  isPullRequest: false,
  authorAssociation: 'OWNER',
  updatedAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

/**
 * When the tests' pull requests were opened and merged unless told: after any claim they place (their clocks stand
 * before it), so a claimant's pull request is new work by default; a test of old work gives its own dates.
 */
export const PULL_OPENED_AT = '2027-01-01T00:00:00Z';
export const PULL_MERGED_AT = '2027-01-02T00:00:00Z';

/** A validated pull request referencing `fixes`, for tests. */
export const pullRecord = (number: number, fixes: number, overrides: Partial<GitHubPullRequestInput> = {}): GitHubPullRequestInput => ({
  number,
  htmlUrl: `https://github.com/o/r/pull/${number}`,
  title: `Pull ${number}`,
  body: `Fixes #${fixes}`,
  state: 'open',
  merged: false,
  createdAt: PULL_OPENED_AT,
  mergedAt: overrides.merged === true ? PULL_MERGED_AT : null,
  ...overrides,
});

export const records = (issues: GitHubIssueInput[], pulls: GitHubPullRequestInput[] = [], fetchedAt = 0): RepositoryRecords => ({ issues, pulls, fetchedAt });
