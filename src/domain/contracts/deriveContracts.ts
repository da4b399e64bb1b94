import { DEFAULT_BOUNTY_LABEL, isBountyIssue } from './bountyEligibility';
import type { Claim } from './claim';
import { sameFrozenTerms } from './claimTerms';
import { categoryFromLabels } from './category';
import type { Contract, ContractAssignee, LinkedPullRequest } from './contract';
import { contractIdFor } from './contractId';
import { deriveStatus } from './deriveStatus';
import type { GitHubIssueInput, GitHubPullRequestInput } from './githubRecords';
import { linkPullRequests, pullRequestFor, type PullRequestLinks } from './linkPullRequests';
import { createIssueBodyParser, type IssueBodyParser } from './parseIssueBody';

/** The claim's developer when there is a claim (it overrides GitHub's assignee), else GitHub's. */
const assigneeOf = (issue: GitHubIssueInput, claim: Claim | undefined): ContractAssignee | null => {
  if (claim !== undefined) {
    const { githubUsername, handcashHandle, claimedBy, claimedAt, deadline } = claim;
    const assignee = { githubUsername, handcashHandle, claimedBy, claimedAt, deadline };
    // Unknown terms are left out, as everywhere (absent reads as unknown).
    return claim.terms == null ? assignee : { ...assignee, terms: claim.terms };
  }
  if (issue.assigneeLogin === null) return null;
  return { githubUsername: issue.assigneeLogin, handcashHandle: null, claimedBy: null, claimedAt: null, deadline: null };
};

/** What a contract takes from its issue alone (its text, labels and number): everything but status, assignee and pull request (a contract built before may stand in). */
type IssueFacts = Omit<Contract, 'status' | 'assignee' | 'pullRequest'>;

/**
 * An issue's facts, the issue they were read from (to tell whether they still hold), and the last contract built
 * from them with what it depended on, reused while those are unchanged (no allocation when nothing changed).
 */
interface Remembered {
  readonly issue: GitHubIssueInput;
  readonly facts: IssueFacts;
  contract: Contract | null;
  claim: Claim | undefined;
}

const sameClaim = (a: Claim | undefined, b: Claim | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.githubUsername === b.githubUsername &&
    a.handcashHandle === b.handcashHandle &&
    a.claimedAt === b.claimedAt &&
    a.deadline === b.deadline &&
    sameFrozenTerms(a.terms, b.terms));

const statusOf = (issue: GitHubIssueInput, pullRequest: LinkedPullRequest | null, claim: Claim | undefined, now: number) =>
  deriveStatus({ issueState: issue.state, pullRequestStatus: pullRequest?.status ?? null, githubAssignee: issue.assigneeLogin, claim: claim ?? null }, now);

/** A contract read from its issue: the body parsed (one object: its facts serve later re-derivations). */
const contractOf = (
  issue: GitHubIssueInput,
  parse: IssueBodyParser,
  pullRequest: LinkedPullRequest | null,
  claim: Claim | undefined,
  now: number,
): Contract => {
  const body = parse(issue.body);
  return {
    id: contractIdFor(issue.number),
    githubIssueNumber: issue.number,
    githubIssueUrl: issue.htmlUrl,
    title: issue.title,
    description: body.description,
    rewardAmount: body.rewardAmount,
    rewardUnit: body.rewardUnit,
    estimatedHours: body.estimatedHours,
    priority: body.priority,
    category: categoryFromLabels(issue.labels),
    status: statusOf(issue, pullRequest, claim, now),
    assignee: assigneeOf(issue, claim),
    pullRequest,
    skills: body.skills,
    deliverables: body.deliverables,
  };
};

/** Facts read before still hold for the same object, or for the same issue at the same `updated_at`. */
const stillHolds = (remembered: Remembered | undefined, issue: GitHubIssueInput): remembered is Remembered =>
  remembered !== undefined &&
  (remembered.issue === issue || (issue.updatedAt !== null && remembered.issue.updatedAt === issue.updatedAt));

/**
 * Derives contracts again and again over changing records, parsing each issue body once per
 * `(number, updated_at)` and linking pull requests once per pulls list: re-deriving after a claim or a
 * minute's tick costs only status and claims, after a change only what changed. The results are those of
 * `deriveContracts`. One deriver belongs to one owner (a store); forgotten issues are dropped.
 */
export class ContractsDeriver {
  private remembered = new Map<number, Remembered>();
  private rememberedFor: readonly GitHubIssueInput[] | null = null;
  private linked: { readonly pulls: readonly GitHubPullRequestInput[]; readonly links: PullRequestLinks } | null = null;
  private readonly parse = createIssueBodyParser();

  /** `bountyLabel`: the label that makes any issue a bounty (`isBountyIssue`); `bounty` unless told another. */
  constructor(private readonly bountyLabel: string = DEFAULT_BOUNTY_LABEL) {}

  derive(
    issues: readonly GitHubIssueInput[],
    pulls: readonly GitHubPullRequestInput[],
    claims: ReadonlyMap<number, Claim>,
    now: number,
  ): readonly Contract[] {
    if (this.linked?.pulls !== pulls) this.linked = { pulls, links: linkPullRequests(pulls) };
    const links = this.linked.links;
    const sameIssues = this.rememberedFor === issues;
    const previous = this.remembered;
    const current = sameIssues ? previous : new Map<number, Remembered>();
    const contracts: Contract[] = [];
    for (const issue of issues) {
      // Not a bounty (a pull request, or a stranger's unlabelled issue): no contract, and nothing remembered of it.
      if (!isBountyIssue(issue, this.bountyLabel)) continue;
      const known = previous.get(issue.number);
      const claim = claims.get(issue.number);
      const pullRequest = pullRequestFor(links, issue.number, claim);
      if (!stillHolds(known, issue)) {
        const contract = contractOf(issue, this.parse, pullRequest, claim, now);
        current.set(issue.number, { issue, facts: contract, contract, claim });
        contracts.push(contract);
        continue;
      }
      const remembered = known.issue === issue ? known : { issue, facts: known.facts, contract: null, claim: undefined };
      if (!sameIssues || remembered !== known) current.set(issue.number, remembered);
      contracts.push(this.contractFor(remembered, issue, pullRequest, claim, now));
    }
    this.remembered = current;
    this.rememberedFor = issues;
    return contracts;
  }

  /**
   * The contract of one issue of the last `derive` again, after its claim changed (`claim`, undefined when none):
   * what `derive` would answer for it with the same records, so a claim costs one contract, not all of them. Null when
   * the last derivation had no such contract.
   */
  rederive(issueNumber: number, claim: Claim | undefined, now: number): Contract | null {
    const remembered = this.remembered.get(issueNumber);
    if (remembered === undefined || this.linked === null) return null;
    const pullRequest = pullRequestFor(this.linked.links, issueNumber, claim);
    return this.contractFor(remembered, remembered.issue, pullRequest, claim, now);
  }

  private contractFor(remembered: Remembered, issue: GitHubIssueInput, pullRequest: LinkedPullRequest | null, claim: Claim | undefined, now: number): Contract {
    const status = statusOf(issue, pullRequest, claim, now);
    const last = remembered.contract;
    const unchanged =
      last !== null &&
      remembered.issue === issue &&
      last.status === status &&
      last.pullRequest === pullRequest &&
      sameClaim(remembered.claim, claim);
    if (unchanged) return last;
    const contract: Contract = { ...remembered.facts, status, assignee: assigneeOf(issue, claim), pullRequest };
    remembered.contract = contract;
    remembered.claim = claim;
    return contract;
  }
}

/**
 * The contracts of a repository: one per issue that is a bounty (`isBountyIssue` with `bountyLabel`: a maintainer
 * opened it or it carries the label), in input order; other issues and pull requests are none.
 * Linear in issues + pull requests: one pass over the pull requests finds the one to show for each
 * issue they reference, then each issue looks up its own. A claim is looked up by issue number; a claimed
 * contract follows only the claimant's new pull request that closes its issue (`pullRequestFor`), an unclaimed one
 * any pull request that references it (§4 of the spec).
 */
export const deriveContracts = (
  issues: readonly GitHubIssueInput[],
  pulls: readonly GitHubPullRequestInput[],
  claims: ReadonlyMap<number, Claim>,
  now: number,
  bountyLabel: string = DEFAULT_BOUNTY_LABEL,
): readonly Contract[] => new ContractsDeriver(bountyLabel).derive(issues, pulls, claims, now);
