import type { LinkedPullRequest, PullRequestStatus } from './contract';
import type { GitHubPullRequestInput } from './githubRecords';

const HASH = 35;

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

/**
 * Indexes pull requests by the issues they reference (`#N` in title or body), in one pass over
 * the pull requests, each text scanned once. A pull request appears once per issue it
 * references, in input order.
 */
export const indexPullRequestsByIssue = (
  pulls: readonly GitHubPullRequestInput[],
): ReadonlyMap<number, readonly GitHubPullRequestInput[]> => {
  const index = new Map<number, GitHubPullRequestInput[]>();
  const found: number[] = [];
  for (const pull of pulls) {
    found.length = 0;
    collectReferences(pull.title, found);
    if (pull.body !== null) collectReferences(pull.body, found);
    for (const issueNumber of found) {
      const linked = index.get(issueNumber);
      if (linked === undefined) index.set(issueNumber, [pull]);
      else if (linked[linked.length - 1] !== pull) linked.push(pull);
    }
  }
  return index;
};

export const pullRequestStatusOf = (pull: GitHubPullRequestInput): PullRequestStatus => {
  if (pull.state === 'open') return 'open';
  return pull.merged ? 'merged' : 'closed';
};

/** Merged 3, open 2, closed unmerged 1. */
const relevanceOf = (pull: GitHubPullRequestInput): number => {
  if (pull.state === 'open') return 2;
  return pull.merged ? 3 : 1;
};

/**
 * The pull request to show among those linked to one issue: a merged one, else an open one, else
 * a closed unmerged one; among equals the highest number (the latest) wins. Null when none.
 */
export const mostRelevantPullRequest = (linked: readonly GitHubPullRequestInput[]): LinkedPullRequest | null => {
  let best: GitHubPullRequestInput | null = null;
  let bestRelevance = 0;
  for (const pull of linked) {
    const relevance = relevanceOf(pull);
    if (relevance > bestRelevance || (relevance === bestRelevance && best !== null && pull.number > best.number)) {
      best = pull;
      bestRelevance = relevance;
    }
  }
  return best === null ? null : { number: best.number, url: best.htmlUrl, status: pullRequestStatusOf(best) };
};
