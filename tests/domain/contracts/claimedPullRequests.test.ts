import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import { issueRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const ISSUE = 27;
const claim: Claim = { issueNumber: ISSUE, githubUsername: 'Octo-GH', handcashHandle: 'octo', claimedBy: 'octo', claimedAt: NOW - 1000, deadline: NOW + 60_000 };
const pull = (number: number, authorLogin: string, body: string, state: 'open' | 'merged' | 'closed'): GitHubPullRequestInput => ({
  number,
  htmlUrl: `https://github.com/o/r/pull/${number}`,
  title: `Work ${number}`,
  body,
  state: state === 'open' ? 'open' : 'closed',
  merged: state === 'merged',
  authorLogin,
  // Opened and merged after the claim: new work.
  createdAt: new Date(NOW - 500).toISOString(),
  mergedAt: state === 'merged' ? new Date(NOW - 100).toISOString() : null,
});
const contractWith = (pulls: readonly GitHubPullRequestInput[], claims: readonly Claim[] = [claim], closed = false) => {
  const [contract] = deriveContracts([issueRecord(ISSUE, { state: closed ? 'closed' : 'open' })], pulls, new Map(claims.map((c) => [c.issueNumber, c])), NOW);
  if (contract === undefined) throw new Error('no contract');
  return contract;
};

describe('a claimed contract follows its claimant’s closing pull request', () => {
  it('goes under review for the claimant’s open pull request that closes it, and completes when it is merged', () => {
    const opened = contractWith([pull(40, 'octo-gh', `Fixes #${ISSUE}`, 'open')]);
    const merged = contractWith([pull(40, 'OCTO-GH', `Resolves o/r#${ISSUE}`, 'merged')]);
    expect([opened.status, opened.pullRequest?.number, merged.status, merged.pullRequest?.authorLogin]).toEqual(['submitted', 40, 'completed', 'OCTO-GH']);
  });

  it('ignores the claimant’s pull request that only mentions the issue, or closes it in another repository', () => {
    expect([
      contractWith([pull(40, 'octo-gh', `Work on #${ISSUE}`, 'open')]).status,
      contractWith([pull(41, 'octo-gh', `Fixes other/repo#${ISSUE}`, 'merged')]).status,
    ]).toEqual(['claimed', 'claimed']);
  });

  it('keeps the spec’s derivation for an unclaimed contract, and a closed issue completes a claimed one', () => {
    expect([contractWith([pull(50, 'mallory', `Work on #${ISSUE}`, 'open')], []).status, contractWith([pull(50, 'mallory', `Fixes #${ISSUE}`, 'merged')], [claim], true).status]).toEqual([
      'submitted',
      'completed',
    ]);
  });

  it('never changes a claimed contract for a pull request by another login', () => {
    const state = fc.constantFrom<'open' | 'merged' | 'closed'>('open', 'merged', 'closed');
    const body = fc.constantFrom(`Fixes #${ISSUE}`, `closes: o/r#${ISSUE}`, `See #${ISSUE}`, `resolved #${ISSUE} and fixes #3`);
    const login = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/).filter((name) => name.toLowerCase() !== 'octo-gh');
    const expiredOrNot = fc.constantFrom(NOW + 60_000, NOW - 1);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(state, body), { maxLength: 3 }),
        fc.array(fc.tuple(login, state, body), { minLength: 1, maxLength: 3 }),
        expiredOrNot,
        (own, others, deadline) => {
          const claimed = { ...claim, deadline };
          const mine = own.map(([s, b], index) => pull(100 + index, 'octo-gh', b, s));
          const theirs = others.map(([who, s, b], index) => pull(200 + index, who, b, s));
          const without = contractWith(mine, [claimed]);
          const withOthers = contractWith([...theirs, ...mine], [claimed]);
          expect([withOthers.status, withOthers.assignee, withOthers.pullRequest]).toEqual([without.status, without.assignee, without.pullRequest]);
        },
      ),
    );
  });
});
