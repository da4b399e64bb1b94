/**
 * GitHub's closing keywords: a pull request whose title or body says `Fixes #12` (or `closes`, `resolved`, …) closes
 * issue 12 when it is merged.
 */
export const CLOSING_KEYWORDS: readonly string[] = ['close', 'closes', 'closed', 'fix', 'fixes', 'fixed', 'resolve', 'resolves', 'resolved'];

/** The host GitHub's own issue addresses are on, when a pull request's address names none. */
export const DEFAULT_GITHUB_HOST = 'github.com';

/** Where a pull request lives: its repository (`owner/repo`) and its web host, both lower case. */
export interface PullRequestHome {
  readonly repository: string;
  readonly host: string;
}

/**
 * The forms GitHub accepts for one issue, in a capturing group each: `owner/repo#N` (groups 1, 2), `#N` (group 2), or
 * the issue's address `https://host/owner/repo/issues/N` (groups 3, 4, 5). The number is every digit (a letter or
 * digit after an address's number makes it none).
 */
const ISSUE_REFERENCE = String.raw`(?:([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#(\d+)|https?:\/\/([A-Za-z0-9.:-]+)\/([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\/issues\/(\d+)(?![A-Za-z0-9_]))`;

/**
 * A closing keyword (any case, a whole word), an optional colon, white space, then one issue reference
 * (`ISSUE_REFERENCE`). Linear: no two parts can match the same text.
 */
const CLOSING_REFERENCE = new RegExp(String.raw`(?<![A-Za-z0-9_])(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?::[ \t]*|[ \t]+)${ISSUE_REFERENCE}`, 'gi');

/**
 * A reference naming its repository, wherever it stands: `owner/repo#N` (not inside a longer word or path) or an
 * issue's address. A bare `#N` is read by `referencedIssueNumbers`.
 */
const QUALIFIED_REFERENCE =
  /(?<![A-Za-z0-9_./-])([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)#(\d+)|https?:\/\/([A-Za-z0-9.:-]+)\/([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\/issues\/(\d+)(?![A-Za-z0-9_])/g;

/** `owner/repo` of a pull request's web address (`https://github.com/owner/repo/pull/7`), lower case; null otherwise. */
export const repositoryOfPullRequestUrl = (url: string): string | null => homeOfPullRequestUrl(url)?.repository ?? null;

/** The repository and host of a pull request's web address, lower case; null when it is none. */
export const homeOfPullRequestUrl = (url: string): PullRequestHome | null => {
  const match = /^https?:\/\/([^/]+)\/([^/]+\/[^/]+)\/pull\/\d+\/?$/.exec(url);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { host: match[1].toLowerCase(), repository: match[2].toLowerCase() };
};

/** The issue number one matched reference names in `home` (null: `#N` alone counts), or null when it names another place or no issue. */
const issueNumberOf = (match: RegExpMatchArray, home: PullRequestHome | null): number | null => {
  const [, named, digits, host, addressed, addressDigits] = match;
  if (named !== undefined && named.toLowerCase() !== home?.repository) return null;
  if (addressed !== undefined && (addressed.toLowerCase() !== home?.repository || host?.toLowerCase() !== home.host)) return null;
  const value = Number(digits ?? addressDigits ?? '');
  return value > 0 && Number.isSafeInteger(value) ? value : null;
};

/** Each issue number the matches name in `home`, once, in order of first mention. */
const numbersOf = (matches: Iterable<RegExpMatchArray>, home: PullRequestHome | null): readonly number[] => {
  const found = new Set<number>();
  for (const match of matches) {
    const value = issueNumberOf(match, home);
    if (value !== null) found.add(value);
  }
  return [...found];
};

/** `repository` (`owner/repo`) on `host` as a pull request's home; null when no repository is known. */
const homeOf = (repository: string | null, host: string): PullRequestHome | null =>
  repository === null ? null : { repository: repository.toLowerCase(), host: host.toLowerCase() };

/**
 * The issues a pull request's text closes by GitHub's closing keywords, each once, in order of first mention:
 * `Fixes #12`, `closes: #12`, `Resolved owner/repo#12` or `Fixes https://github.com/owner/repo/issues/12` when
 * `owner/repo` is `repository` (compared in any case; null: only `#N` counts) and the address's host is `host`. A
 * reference to another repository, a keyword inside a word (`prefixes #12`) or a mere mention (`see #12`) closes
 * nothing; `#0` is no issue.
 */
export const closedIssueNumbers = (text: string, repository: string | null, host: string = DEFAULT_GITHUB_HOST): readonly number[] =>
  numbersOf(text.matchAll(CLOSING_REFERENCE), homeOf(repository, host));

/**
 * The issues of `repository` (on `host`) a text names in the forms that name their repository (`owner/repo#N`, an
 * issue's address), each once, in order of first mention; another repository's are none.
 */
export const qualifiedIssueNumbers = (text: string, repository: string | null, host: string = DEFAULT_GITHUB_HOST): readonly number[] =>
  repository === null || !text.includes('/') ? [] : numbersOf(text.matchAll(QUALIFIED_REFERENCE), homeOf(repository, host));
