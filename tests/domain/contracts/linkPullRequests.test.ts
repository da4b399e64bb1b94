import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import {
  indexPullRequestsByIssue,
  mostRelevantPullRequest,
  referencedIssueNumbers,
} from '../../../src/domain/contracts/linkPullRequests';

const pull = (number: number, fields: Partial<GitHubPullRequestInput> = {}): GitHubPullRequestInput => ({
  number,
  htmlUrl: `https://github.com/o/r/pull/${number}`,
  title: `PR ${number}`,
  body: null,
  state: 'open',
  merged: false,
  ...fields,
});

describe('referencedIssueNumbers', () => {
  it('reads whole #N tokens only', () => {
    expect(
      ['Fixes #25', 'Touches #240 only', '#25x and #25.', 'a#25 and _#3', 'Closes #3, #4 and #3 again', '# 5 #0 #'].map(
        referencedIssueNumbers,
      ),
    ).toEqual([[25], [240], [25], [], [3, 4], []]);
  });

  it('links exactly the whole number, never one of its prefixes or suffixes', () => {
    const noHash = fc.string().filter((text) => !text.includes('#'));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), noHash, noHash, (n, before, after) => {
        const nonDigitAfter = after.replace(/^\d+/, '');
        expect(referencedIssueNumbers(`${before} #${n}${nonDigitAfter}`)).toEqual([n]);
        expect(referencedIssueNumbers(`${before}x#${n}${nonDigitAfter}`)).toEqual([]);
      }),
    );
  });

  it('finds #N wherever it is preceded by a non-word character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(' ', '(', '\n', '-', ''), (n, before) => {
        expect(referencedIssueNumbers(`Work${before === '' ? ' ' : before}#${n})`)).toEqual([n]);
      }),
    );
  });
});

describe('indexPullRequestsByIssue', () => {
  it('lists each pull request under every issue its title or body references, once', () => {
    const pulls = [
      pull(20, { body: 'Fixes #2' }),
      pull(22, { title: 'Cursor (#12)', body: 'Work for #12' }),
      pull(23, { body: 'Refs #5 and #2' }),
      pull(24, { title: 'Refactor #240 leftovers' }),
    ];
    const index = indexPullRequestsByIssue(pulls);
    expect([...index.entries()].map(([issue, linked]) => [issue, linked.map((p) => p.number)])).toEqual([
      [2, [20, 23]],
      [12, [22]],
      [5, [23]],
      [240, [24]],
    ]);
  });
});

describe('mostRelevantPullRequest', () => {
  it('shows a merged one, else an open one, else the latest closed one', () => {
    const merged = pull(3, { state: 'closed', merged: true });
    const open = pull(7);
    const closedOld = pull(4, { state: 'closed' });
    const closedNew = pull(9, { state: 'closed' });
    expect([
      mostRelevantPullRequest([open, merged, closedNew]),
      mostRelevantPullRequest([closedNew, open]),
      mostRelevantPullRequest([closedOld, closedNew]),
      mostRelevantPullRequest([]),
    ]).toEqual([
      { number: 3, url: 'https://github.com/o/r/pull/3', status: 'merged' },
      { number: 7, url: 'https://github.com/o/r/pull/7', status: 'open' },
      { number: 9, url: 'https://github.com/o/r/pull/9', status: 'closed' },
      null,
    ]);
  });
});
