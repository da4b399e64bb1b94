import type { Claim } from './claim';
import { sameGitHubLogin } from './claimability';
import { closedIssueNumbers, DEFAULT_GITHUB_HOST, homeOfPullRequestUrl, qualifiedIssueNumbers } from './closingReferences';
import type { LinkedPullRequest, PullRequestStatus } from './contract';
import type { GitHubPullRequestInput } from './githubRecords';
import { isNewWork, workDatesOf, type WorkDates } from './newWork';

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isWordChar = (code: number): boolean =>
  isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/**
 * Appends to `found` each whole `#N` token of a text, in order, repeats included. All digits after
 * `#` form the number (`#240` is 240, never 24 or 2); a following non-digit ends it (`#25.` and
 * `#25x` are 25); a word character before `#` (`a#25`) makes it no reference; `#0` is none.
 */
const collectReferences = (text: string, found: number[]): void => {
  for (let hash = text.indexOf('#'); hash !== -1; hash = text.indexOf('#', hash + 1)) {
    if (hash > 0 && isWordChar(text.charCodeAt(hash - 1))) continue;
    let at = hash + 1;
    let value = 0;
    while (at < text.length && isDigit(text.charCodeAt(at))) {
      value = value * 10 + (text.charCodeAt(at) - 48);
      at += 1;
    }
    if (value > 0 && Number.isSafeInteger(value)) found.push(value);
  }
};

/** The issue numbers a text references as whole `#N` tokens, each once, in order of first mention. */
export const referencedIssueNumbers = (text: string): readonly number[] => {
  const found: number[] = [];
  collectReferences(text, found);
  return [...new Set(found)];
};

const pullRequestStatusOf = (pull: GitHubPullRequestInput): PullRequestStatus => {
  if (pull.state === 'open') return 'open';
  return pull.merged ? 'merged' : 'closed';
};

/** Merged 3, open 2, closed unmerged 1. */
const RELEVANCE: Readonly<Record<PullRequestStatus, number>> = { merged: 3, open: 2, closed: 1 };

/**
 * Whether `candidate` is shown rather than `shown` for an issue both reference: a merged one, else
 * an open one, else a closed unmerged one; among equals the highest number (the latest) wins.
 */
const outranks = (candidate: LinkedPullRequest, shown: LinkedPullRequest): boolean => {
  const difference = RELEVANCE[candidate.status] - RELEVANCE[shown.status];
  return difference > 0 || (difference === 0 && candidate.number > shown.number);
};

/** A pull request that closes an issue, with when it was opened and merged (to tell new work from old). */
export interface ClosingPullRequest {
  readonly linked: LinkedPullRequest;
  readonly dates: WorkDates;
}

/**
 * How the pull requests link to issues. `shown`: for each issue a pull request references (`#N`, `owner/repo#N` of
 * its own repository or the issue's address, in title or body), the one to show (see `outranks`); `closing`: for each
 * issue, the pull requests whose author is known and whose title or body closes it with a closing keyword in any of
 * those forms (`Fixes #N`), in input order. The card and the payout read the same forms.
 */
export interface PullRequestLinks {
  readonly shown: ReadonlyMap<number, LinkedPullRequest>;
  readonly closing: ReadonlyMap<number, readonly ClosingPullRequest[]>;
}

/**
 * Links the pull requests in one pass, each text scanned once and each pull request's summary built once, so
 * deriving contracts stays linear.
 */
export const linkPullRequests = (pulls: readonly GitHubPullRequestInput[]): PullRequestLinks => {
  const shown = new Map<number, LinkedPullRequest>();
  const closing = new Map<number, ClosingPullRequest[]>();
  const found: number[] = [];
  for (const pull of pulls) {
    found.length = 0;
    const text = pull.body === null ? pull.title : `${pull.title}\n${pull.body}`;
    const home = homeOfPullRequestUrl(pull.htmlUrl);
    const [repository, host] = [home?.repository ?? null, home?.host ?? DEFAULT_GITHUB_HOST];
    collectReferences(pull.title, found);
    if (pull.body !== null) collectReferences(pull.body, found);
    found.push(...qualifiedIssueNumbers(text, repository, host));
    // Only a pull request whose author is known can be a claimant's.
    const closes = pull.authorLogin == null ? [] : closedIssueNumbers(text, repository, host);
    if (found.length === 0 && closes.length === 0) continue;
    const linked: LinkedPullRequest =
      pull.authorLogin === undefined
        ? { number: pull.number, url: pull.htmlUrl, status: pullRequestStatusOf(pull) }
        : { number: pull.number, url: pull.htmlUrl, status: pullRequestStatusOf(pull), authorLogin: pull.authorLogin };
    for (const issueNumber of found) {
      const current = shown.get(issueNumber);
      if (current === undefined || outranks(linked, current)) shown.set(issueNumber, linked);
    }
    const closingPull: ClosingPullRequest = { linked, dates: workDatesOf(pull) };
    for (const issueNumber of closes) {
      const list = closing.get(issueNumber);
      if (list === undefined) closing.set(issueNumber, [closingPull]);
      else list.push(closingPull);
    }
  }
  return { shown, closing };
};

/** For each issue that pull requests reference (`#N` in title or body), the one to show (see `outranks`). */
export const shownPullRequestByIssue = (pulls: readonly GitHubPullRequestInput[]): ReadonlyMap<number, LinkedPullRequest> =>
  linkPullRequests(pulls).shown;

/**
 * The pull request a contract follows. Unclaimed: the one shown for the issue (any reference). Claimed: only new
 * work of the claimant's (the most relevant of them, as `outranks` says): a pull request the claim's login authored,
 * that closes the issue, opened after the claim was placed and, when merged, merged while it was open (`isNewWork`).
 * Another login's pull request, or an older one of the claimant's edited to close the issue, never changes a claimed
 * contract, so it never completes it for the claimant. Null when none.
 */
export const pullRequestFor = (
  links: PullRequestLinks,
  issueNumber: number,
  claim: Pick<Claim, 'githubUsername' | 'claimedAt'> | null | undefined,
): LinkedPullRequest | null => {
  if (claim == null) return links.shown.get(issueNumber) ?? null;
  let best: LinkedPullRequest | null = null;
  for (const { linked, dates } of links.closing.get(issueNumber) ?? []) {
    if (linked.authorLogin == null || !sameGitHubLogin(linked.authorLogin, claim.githubUsername)) continue;
    if (!isNewWork(dates, linked.status, claim.claimedAt)) continue;
    if (best === null || outranks(linked, best)) best = linked;
  }
  return best;
};
