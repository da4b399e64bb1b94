import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOSING_KEYWORDS, closedIssueNumbers, qualifiedIssueNumbers, repositoryOfPullRequestUrl } from '../../../src/domain/contracts/closingReferences';

const REPO = 'octo/workbench';

describe('closedIssueNumbers', () => {
  it('reads every closing keyword, in any case, with or without a colon', () => {
    expect(CLOSING_KEYWORDS.map((keyword) => closedIssueNumbers(`${keyword} #12`, REPO))).toEqual(CLOSING_KEYWORDS.map(() => [12]));
    expect([
      closedIssueNumbers('FIXES #3', REPO),
      closedIssueNumbers('Resolves: #4', REPO),
      closedIssueNumbers('closed:#5', REPO),
      closedIssueNumbers('Fixes\t#6.', REPO),
      closedIssueNumbers('This PR fixes #7 and closes #8, fixes #7 again', REPO),
    ]).toEqual([[3], [4], [5], [6], [7, 8]]);
  });

  it('reads owner/repo#N for this repository only', () => {
    expect([
      closedIssueNumbers('Fixes octo/workbench#9', REPO),
      closedIssueNumbers('Fixes Octo/WorkBench#9', REPO),
      closedIssueNumbers('Fixes other/repo#9', REPO),
      closedIssueNumbers('Fixes octo/workbench#9', null),
    ]).toEqual([[9], [9], [], []]);
  });

  it('leaves mentions, keywords inside words, missing spaces and #0 alone', () => {
    expect([
      closedIssueNumbers('See #12, refs #13', REPO),
      closedIssueNumbers('prefixes #12 and unresolved #13', REPO),
      closedIssueNumbers('Fixes#12', REPO),
      closedIssueNumbers('Fixes #0', REPO),
      closedIssueNumbers('Fixes issue #12', REPO),
      closedIssueNumbers('fixing #12', REPO),
    ]).toEqual([[], [], [], [], [], []]);
  });

  it('finds `keyword #N` wherever it stands in any text, and nothing in a text without a keyword', () => {
    const keyword = fc.constantFrom(...CLOSING_KEYWORDS).chain((word) =>
      fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
    );
    fc.assert(
      fc.property(fc.string(), keyword, fc.constantFrom(' ', ': ', ':', '  '), fc.integer({ min: 1, max: 1_000_000 }), fc.string(), (before, word, gap, number, after) => {
        const text = `${before} ${word}${gap}#${number} ${after}`;
        expect(closedIssueNumbers(text, REPO)).toContain(number);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/close|fix|resolve/i.test(text));
        expect(closedIssueNumbers(text, REPO)).toEqual([]);
      }),
    );
  });

  it('never closes an issue of another repository', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    fc.assert(
      fc.property(name, name, fc.integer({ min: 1, max: 99_999 }), (owner, repo, number) => {
        fc.pre(`${owner}/${repo}` !== REPO);
        expect(closedIssueNumbers(`Fixes ${owner}/${repo}#${number}`, REPO)).toEqual([]);
      }),
    );
  });
});

describe('repositoryOfPullRequestUrl', () => {
  it('is owner/repo of a pull request address, lower case', () => {
    expect([
      repositoryOfPullRequestUrl('https://github.com/Octo/Workbench/pull/7'),
      repositoryOfPullRequestUrl('https://github.com/octo/workbench/issues/7'),
      repositoryOfPullRequestUrl('not a url'),
    ]).toEqual(['octo/workbench', null, null]);
  });
});

describe('closing references in every form GitHub accepts', () => {
  const number = fc.integer({ min: 1, max: 9_999_999 });
  const keyword = fc.constantFrom(...CLOSING_KEYWORDS);
  /** The three forms naming issue `n` of this repository. */
  const forms = (n: number): readonly string[] => [`#${n}`, `${REPO}#${n}`, `https://github.com/${REPO}/issues/${n}`];

  it('closes the issue by `#N`, `owner/repo#N` and the issue’s address alike, and the card links it by each form', () => {
    fc.assert(
      fc.property(keyword, number, fc.constantFrom(0, 1, 2), fc.string(), (word, n, form, after) => {
        const text = `${word} ${forms(n)[form] ?? ''} ${after.replace(/[A-Za-z0-9_]/g, ' ')}`;
        expect(closedIssueNumbers(text, REPO)).toContain(n);
        if (form > 0) expect(qualifiedIssueNumbers(text, REPO)).toEqual([n]);
      }),
    );
  });

  it('reads the address in any case, with http or https and a trailing fragment, and only on GitHub’s own host', () => {
    expect([
      closedIssueNumbers('Fixes https://GitHub.com/Octo/Workbench/issues/12', REPO),
      closedIssueNumbers('Resolves: http://github.com/octo/workbench/issues/13#issuecomment-1', REPO),
      closedIssueNumbers('Fixes https://gitlab.com/octo/workbench/issues/14', REPO),
      closedIssueNumbers('Fixes https://github.com/octo/other/issues/15', REPO),
      closedIssueNumbers('Fixes https://github.com/octo/workbench/pull/16', REPO),
      closedIssueNumbers('Fixes https://github.com/octo/workbench/issues/17x', REPO),
      closedIssueNumbers('Fixes https://ghe.example/octo/workbench/issues/18', REPO, 'ghe.example'),
    ]).toEqual([[12], [13], [], [], [], [], [18]]);
  });

  it('never reads an issue of another repository or host, in any form', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    fc.assert(
      fc.property(keyword, name, name, number, (word, owner, repo, n) => {
        fc.pre(`${owner}/${repo}` !== REPO);
        const text = `${word} ${owner}/${repo}#${n} and ${word} https://github.com/${owner}/${repo}/issues/${n}, see https://example.com/${REPO}/issues/${n}`;
        expect([closedIssueNumbers(text, REPO), qualifiedIssueNumbers(text, REPO)]).toEqual([[], []]);
      }),
    );
  });
});
