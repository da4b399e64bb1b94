/**
 * GitHub's closing keywords: a pull request whose title or body says `Fixes #12` (or `closes`, `resolved`, …) closes
 * issue 12 when it is merged.
 */
export const CLOSING_KEYWORDS: readonly string[] = ['close', 'closes', 'closed', 'fix', 'fixes', 'fixed', 'resolve', 'resolves', 'resolved'];

/**
 * A closing keyword (any case, a whole word), an optional colon, white space, then `#N` or `owner/repo#N`; the number
 * is every digit after `#` (a letter after it ends it, as in `#25x`). Linear: no two parts can match the same text.
 */
const CLOSING_REFERENCE = /(?<![A-Za-z0-9_])(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?::[ \t]*|[ \t]+)([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#(\d+)/gi;

/** `owner/repo` of a pull request's web address (`https://github.com/owner/repo/pull/7`), lower case; null otherwise. */
export const repositoryOfPullRequestUrl = (url: string): string | null => {
  const match = /^https?:\/\/[^/]+\/([^/]+\/[^/]+)\/pull\/\d+\/?$/.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
};

/**
 * The issues a pull request's text closes by GitHub's closing keywords, each once, in order of first mention:
 * `Fixes #12`, `closes: #12`, `Resolved owner/repo#12` when `owner/repo` is `repository` (compared in any case;
 * null: only `#N` counts). A reference to another repository, a keyword inside a word (`prefixes #12`) or a mere
 * mention (`see #12`) closes nothing; `#0` is no issue.
 */
export const closedIssueNumbers = (text: string, repository: string | null): readonly number[] => {
  const found = new Set<number>();
  const own = repository?.toLowerCase() ?? null;
  for (const match of text.matchAll(CLOSING_REFERENCE)) {
    const [, named, digits = ''] = match;
    if (named !== undefined && named.toLowerCase() !== own) continue;
    const value = Number(digits);
    if (value > 0 && Number.isSafeInteger(value)) found.add(value);
  }
  return [...found];
};
