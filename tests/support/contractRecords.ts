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

/** A validated pull request referencing `fixes`, for tests. */
export const pullRecord = (number: number, fixes: number, overrides: Partial<GitHubPullRequestInput> = {}): GitHubPullRequestInput => ({
  number,
  htmlUrl: `https://github.com/o/r/pull/${number}`,
  title: `Pull ${number}`,
  body: `Fixes #${fixes}`,
  state: 'open',
  merged: false,
  ...overrides,
});

export const records = (issues: GitHubIssueInput[], pulls: GitHubPullRequestInput[] = [], fetchedAt = 0): RepositoryRecords => ({ issues, pulls, fetchedAt });
