import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import { referencedIssueNumbers, shownPullRequestByIssue } from '../../../src/domain/contracts/linkPullRequests';

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

describe('shownPullRequestByIssue', () => {
  it('links each pull request to every issue its title or body references as a whole #N', () => {
    const pulls = [
      pull(20, { body: 'Fixes #2' }),
      pull(22, { title: 'Cursor (#12)', body: 'Work for #12' }),
      pull(23, { body: 'Refs #5' }),
      pull(24, { title: 'Refactor #240 leftovers' }),
      pull(25, { title: 'No reference', body: 'issue#7 is not one' }),
    ];
    const shown = shownPullRequestByIssue(pulls);
    expect([...shown.entries()].map(([issue, linked]) => [issue, linked.number])).toEqual([
      [2, 20],
      [12, 22],
      [5, 23],
      [240, 24],
    ]);
  });

  it('shows a merged one, else an open one, else the latest closed one', () => {
    const merged = pull(3, { state: 'closed', merged: true, body: 'Fixes #1' });
    const open = pull(7, { body: 'Fixes #1 #2' });
    const closedOld = pull(4, { state: 'closed', body: 'Fixes #3' });
    const closedNew = pull(9, { state: 'closed', body: 'Fixes #1 #2 #3' });
    const shown = shownPullRequestByIssue([open, merged, closedNew, closedOld]);
    expect([1, 2, 3, 4].map((issue) => shown.get(issue) ?? null)).toEqual([
      { number: 3, url: 'https://github.com/o/r/pull/3', status: 'merged' },
      { number: 7, url: 'https://github.com/o/r/pull/7', status: 'open' },
      { number: 9, url: 'https://github.com/o/r/pull/9', status: 'closed' },
      null,
    ]);
  });

  it('shows the same pull request whatever the order they come in', () => {
    const linkedPull = fc
      .record({ number: fc.integer({ min: 1, max: 50 }), state: fc.constantFrom('open' as const, 'closed' as const), merged: fc.boolean() })
      .map(({ number, state, merged }) => pull(number, { state, merged: state === 'closed' && merged, body: 'Fixes #1' }));
    fc.assert(
      fc.property(fc.uniqueArray(linkedPull, { minLength: 1, selector: (p) => p.number }), (pulls) => {
        const rank = (p: GitHubPullRequestInput): number => (p.merged ? 3 : p.state === 'open' ? 2 : 1);
        const best = [...pulls].sort((a, b) => rank(b) - rank(a) || b.number - a.number)[0];
        expect(shownPullRequestByIssue(pulls).get(1)?.number).toBe(best?.number);
        expect(shownPullRequestByIssue([...pulls].reverse()).get(1)?.number).toBe(best?.number);
      }),
    );
  });
});
