import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityBetween, completedBetween } from '../../../src/domain/contracts/contractActivity';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const issues = [issueRecord(1), issueRecord(2)];
const derive = (pulls: GitHubPullRequestInput[]) => deriveContracts(issues, pulls, new Map(), 0);

describe('GitHub activity between two derivations', () => {
  it('tells a pull request opened, then merged, by its author', () => {
    const none = derive([]);
    const opened = derive([pullRecord(9, 1, { authorLogin: 'octo' })]);
    const merged = derive([pullRecord(9, 1, { state: 'closed', merged: true, authorLogin: 'octo' })]);
    expect([activityBetween(none, opened, 5), activityBetween(opened, merged, 6)]).toEqual([
      [{ issueNumber: 1, kind: 'pull-request-opened', actor: 'octo', at: 5, detail: { pullRequest: 9, url: 'https://github.com/o/r/pull/9' } }],
      [{ issueNumber: 1, kind: 'merged', actor: 'octo', at: 6, detail: { pullRequest: 9, url: 'https://github.com/o/r/pull/9' } }],
    ]);
  });

  it('tells nothing between a list and itself, nor for a closed unmerged pull request', () => {
    fc.assert(
      fc.property(fc.constantFrom<'open' | 'closed' | 'merged'>('open', 'closed', 'merged'), (state) => {
        const contracts = derive([pullRecord(9, 2, { state: state === 'open' ? 'open' : 'closed', merged: state === 'merged' })]);
        expect(activityBetween(contracts, contracts, 1)).toEqual([]);
      }),
    );
    expect(activityBetween(derive([]), derive([pullRecord(9, 1, { state: 'closed' })]), 1)).toEqual([]);
  });
});

describe('payouts opened between two derivations', () => {
  const claims = new Map([[1, { issueNumber: 1, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'audit', claimedAt: 0, deadline: 10 }]]);
  const at = (closed: boolean, pull: 'open' | 'merged') =>
    deriveContracts([issueRecord(1, { state: closed ? 'closed' : 'open' }), issueRecord(2)], [pullRecord(9, 1, { state: pull === 'open' ? 'open' : 'closed', merged: pull === 'merged', authorLogin: 'octo' })], claims, 0);

  it('names a contract that became completed, and a completed one whose worker became known, once', () => {
    const review = at(false, 'open');
    const closedFirst = at(true, 'open');
    const mergedLater = at(true, 'merged');
    expect([
      completedBetween(review, at(false, 'merged')),
      completedBetween(review, closedFirst),
      completedBetween(closedFirst, mergedLater),
      completedBetween(mergedLater, at(true, 'merged')),
      completedBetween([], mergedLater),
    ]).toEqual([[1], [1], [1], [], []]);
  });
});

describe('two derivations in another order', () => {
  const claims = new Map([[1, { issueNumber: 1, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'audit', claimedAt: 0, deadline: 10 }]]);
  const records = [issueRecord(1), issueRecord(2), issueRecord(3)];
  const before = deriveContracts(records, [pullRecord(9, 1, { authorLogin: 'octo' })], claims, 0);
  const after = deriveContracts(records, [pullRecord(9, 1, { state: 'closed', merged: true, authorLogin: 'octo' }), pullRecord(8, 2, { authorLogin: 'lin' })], claims, 0);
  const sorted = <T>(values: readonly T[]) => [...values].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  it('pair each contract with its own issue, wherever it stands, and add a new issue nothing', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...before], { minLength: before.length }), fc.shuffledSubarray([...after], { minLength: after.length }), (was, now) => {
        expect(sorted(activityBetween(was, now, 7))).toEqual(sorted(activityBetween(before, after, 7)));
        expect([...completedBetween(was, now)].sort()).toEqual([1]);
        expect(activityBetween(was.slice(1), now, 7).length).toBeLessThanOrEqual(2);
      }),
    );
    expect(sorted(activityBetween(before, after, 7)).map((event) => [event.issueNumber, event.kind])).toEqual([
      [1, 'merged'],
      [2, 'pull-request-opened'],
    ]);
  });
});
