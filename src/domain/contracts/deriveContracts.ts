import type { Claim } from './claim';
import { categoryFromLabels } from './category';
import type { Contract, ContractAssignee, LinkedPullRequest, RewardUnit } from './contract';
import { contractIdFor } from './contractId';
import { deriveStatus } from './deriveStatus';
import { createRewardFormatter } from './formatReward';
import type { GitHubIssueInput, GitHubPullRequestInput } from './githubRecords';
import { shownPullRequestByIssue } from './linkPullRequests';
import { createIssueBodyParser, type IssueBodyParser } from './parseIssueBody';

/** The claim's developer when there is a claim (it overrides GitHub's assignee), else GitHub's. */
const assigneeOf = (issue: GitHubIssueInput, claim: Claim | undefined): ContractAssignee | null => {
  if (claim !== undefined) {
    const { githubUsername, handcashHandle, claimedBy, claimedAt, deadline } = claim;
    return { githubUsername, handcashHandle, claimedBy, claimedAt, deadline };
  }
  if (issue.assigneeLogin === null) return null;
  return { githubUsername: issue.assigneeLogin, handcashHandle: null, claimedBy: null, claimedAt: null, deadline: null };
};

/** Helpers reused across the issues of one `deriveContracts` call. */
interface Batch {
  readonly parse: IssueBodyParser;
  readonly rewardText: (amount: number, unit: RewardUnit) => string;
  readonly now: number;
}

const toContract = (
  batch: Batch,
  issue: GitHubIssueInput,
  pullRequest: LinkedPullRequest | null,
  claim: Claim | undefined,
): Contract => {
  const body = batch.parse(issue.body);
  const status = deriveStatus(
    {
      issueState: issue.state,
      pullRequestStatus: pullRequest?.status ?? null,
      githubAssignee: issue.assigneeLogin,
      claim: claim ?? null,
    },
    batch.now,
  );
  return {
    id: contractIdFor(issue.number),
    githubIssueNumber: issue.number,
    githubIssueUrl: issue.htmlUrl,
    title: issue.title,
    description: body.description,
    rewardAmount: body.rewardAmount,
    rewardUnit: body.rewardUnit,
    rewardText: batch.rewardText(body.rewardAmount, body.rewardUnit),
    estimatedHours: body.estimatedHours,
    priority: body.priority,
    category: categoryFromLabels(issue.labels),
    status,
    assignee: assigneeOf(issue, claim),
    pullRequest,
    skills: body.skills,
    deliverables: body.deliverables,
  };
};

/**
 * The contracts of a repository: one per issue that is not a pull request, in input order.
 * Linear in issues + pull requests: one pass over the pull requests finds the one to show for each
 * issue they reference, then each issue looks up its own. A claim is looked up by issue number.
 */
export const deriveContracts = (
  issues: readonly GitHubIssueInput[],
  pulls: readonly GitHubPullRequestInput[],
  claims: ReadonlyMap<number, Claim>,
  now: number,
): readonly Contract[] => {
  const shownPulls = shownPullRequestByIssue(pulls);
  const batch: Batch = { parse: createIssueBodyParser(), rewardText: createRewardFormatter(), now };
  const contracts: Contract[] = [];
  for (const issue of issues) {
    if (issue.isPullRequest) continue;
    contracts.push(toContract(batch, issue, shownPulls.get(issue.number) ?? null, claims.get(issue.number)));
  }
  return contracts;
};
