import type { GitHubIssueInput } from './githubRecords';

/**
 * The label that makes an issue a bounty whoever opened it (only a repository's collaborators may set labels on
 * GitHub), unless the server is told another (`BOUNTY_LABEL`).
 */
export const DEFAULT_BOUNTY_LABEL = 'bounty';

/**
 * GitHub's `author_association` values of a maintainer: the repository's owner, a member of its organisation, or a
 * collaborator. Every other value (CONTRIBUTOR, FIRST_TIME_CONTRIBUTOR, FIRST_TIMER, MANNEQUIN, NONE) and a missing
 * one belong to someone anyone on GitHub could be.
 */
export const MAINTAINER_ASSOCIATIONS: readonly string[] = ['OWNER', 'MEMBER', 'COLLABORATOR'];

/** Whether `association` (as GitHub reports it, any case; null: not reported) is a maintainer's. */
export const isMaintainerAssociation = (association: string | null): boolean =>
  association !== null && MAINTAINER_ASSOCIATIONS.includes(association.trim().toUpperCase());

/** Whether `labels` hold `bountyLabel`, compared without regard to case or surrounding spaces. */
export const carriesBountyLabel = (labels: readonly string[], bountyLabel: string): boolean => {
  const wanted = bountyLabel.trim().toLowerCase();
  return wanted !== '' && labels.some((label) => label.trim().toLowerCase() === wanted);
};

/**
 * Whether `issue` is a bounty, so a contract: a maintainer opened it, or it carries the bounty label. Any other
 * issue (anyone on GitHub may open one and write "Bounty: 1% of tokens" in it) is no contract: it is not shown, and
 * nothing may claim or pay it. Pull requests are never contracts either.
 */
export const isBountyIssue = (issue: Pick<GitHubIssueInput, 'authorAssociation' | 'labels' | 'isPullRequest'>, bountyLabel: string): boolean =>
  !issue.isPullRequest && (isMaintainerAssociation(issue.authorAssociation) || carriesBountyLabel(issue.labels, bountyLabel));

/** The issues of `issues` that are bounties (`isBountyIssue`), in order. */
export const bountyIssues = <T extends Pick<GitHubIssueInput, 'authorAssociation' | 'labels' | 'isPullRequest'>>(
  issues: readonly T[],
  bountyLabel: string,
): readonly T[] => issues.filter((issue) => isBountyIssue(issue, bountyLabel));
