import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOSING_KEYWORDS, closedIssueNumbers, repositoryOfPullRequestUrl } from '../../../src/domain/contracts/closingReferences';

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
