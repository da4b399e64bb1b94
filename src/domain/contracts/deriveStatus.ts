import type { Claim } from './claim';
import { isClaimExpired } from './claim';
import type { ContractStatus, PullRequestStatus } from './contract';
import type { GitHubState } from './githubRecords';

/** The facts a contract's status depends on. */
export interface StatusFacts {
  readonly issueState: GitHubState;
  /**
   * The status of the most relevant linked pull request (merged, else open, else closed; see
   * `shownPullRequestByIssue`), null when none is linked.
   */
  readonly pullRequestStatus: PullRequestStatus | null;
  readonly githubAssignee: string | null;
  readonly claim: Pick<Claim, 'deadline'> | null;
}

/**
 * In this order: a closed issue is completed; a merged pull request completes it; an open pull
 * request puts it under review (submitted); a local claim makes it claimed, or expired once now is
 * past its deadline; a GitHub assignee makes it in progress; else it is available.
 * GitHub facts about closure and pull requests win over a local claim; the claim overrides only
 * the assignee-derived in_progress and available.
 */
export const deriveStatus = (facts: StatusFacts, now: number): ContractStatus => {
  if (facts.issueState === 'closed' || facts.pullRequestStatus === 'merged') return 'completed';
  if (facts.pullRequestStatus === 'open') return 'submitted';
  if (facts.claim !== null) return isClaimExpired(facts.claim, now) ? 'expired' : 'claimed';
  return facts.githubAssignee !== null ? 'in_progress' : 'available';
};
