import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import type { ContractStatus } from '../../../src/domain/contracts/contract';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';

const NOW = 1_750_000_000_000;

const issue = (number: number, fields: Partial<GitHubIssueInput> = {}): GitHubIssueInput => ({
  number,
  htmlUrl: `https://github.com/o/r/issues/${number}`,
  title: `Issue ${number}`,
  body: null,
  state: 'open',
  assigneeLogin: null,
  labels: [],
  isPullRequest: false,
  authorAssociation: 'OWNER',
  updatedAt: null,
  ...fields,
});

type PullKind = 'open' | 'merged' | 'closed';

const pullOf = (number: number, kind: PullKind, issueNumber: number): GitHubPullRequestInput => ({
  number,
  htmlUrl: `https://github.com/o/r/pull/${number}`,
  title: `Work ${number}`,
  body: `Fixes #${issueNumber}`,
  state: kind === 'open' ? 'open' : 'closed',
  merged: kind === 'merged',
  // After every claim of these tests (placed a week before their deadlines): new work.
  createdAt: new Date(NOW + 30 * DAY_MS).toISOString(),
  mergedAt: kind === 'merged' ? new Date(NOW + 31 * DAY_MS).toISOString() : null,
});

const claimFor = (issueNumber: number, deadline: number): Claim => ({
  issueNumber,
  githubUsername: 'claimant',
  handcashHandle: 'claimant',
  claimedBy: 'claimant_hc',
  claimedAt: deadline - 7 * DAY_MS,
  deadline,
});

describe('deriveContracts', () => {
  it('builds a contract from a template issue and its pull request', () => {
    const body = [
      '## Description',
      'Show the live line.',
      '',
      '**Priority:** Low',
      '**Estimated Hours:** 3',
      '**Token Reward:** 3,000 BAPP',
      '',
      '## Acceptance Criteria',
      '- [ ] Line and column follow the cursor',
    ].join('\n');
    const [contract] = deriveContracts(
      [issue(12, { body, labels: ['bounty'] })],
      [pullOf(22, 'open', 12), pullOf(24, 'open', 120)],
      new Map(),
      NOW,
    );
    expect(contract).toEqual({
      id: 'contract-12',
      githubIssueNumber: 12,
      githubIssueUrl: 'https://github.com/o/r/issues/12',
      title: 'Issue 12',
      description: 'Show the live line.',
      rewardAmount: 3000,
      rewardUnit: 'BAPP',
      estimatedHours: 3,
      priority: 'Low',
      category: 'developer',
      status: 'submitted',
      assignee: null,
      pullRequest: { number: 22, url: 'https://github.com/o/r/pull/22', status: 'open' },
      skills: [],
      deliverables: ['Line and column follow the cursor'],
    });
  });

  it('leaves out pull requests listed among the issues, keeps order, reads categories from labels', () => {
    const contracts = deriveContracts(
      [issue(3, { labels: [' Docs '] }), issue(2, { isPullRequest: true }), issue(1, { labels: ['bounty'] })],
      [],
      new Map(),
      NOW,
    );
    expect(contracts.map((c) => [c.id, c.category])).toEqual([
      ['contract-3', 'writing'],
      ['contract-1', 'developer'],
    ]);
  });

  it('lets a claim override the GitHub assignee, and shows a GitHub assignee without a claim', () => {
    const claims = new Map([[1, claimFor(1, NOW + DAY_MS)]]);
    const contracts = deriveContracts(
      [issue(1, { assigneeLogin: 'octocat' }), issue(2, { assigneeLogin: 'octocat' })],
      [],
      claims,
      NOW,
    );
    expect(contracts.map((c) => [c.status, c.assignee])).toEqual([
      ['claimed', { githubUsername: 'claimant', handcashHandle: 'claimant', claimedBy: 'claimant_hc', claimedAt: NOW - 6 * DAY_MS, deadline: NOW + DAY_MS }],
      ['in_progress', { githubUsername: 'octocat', handcashHandle: null, claimedBy: null, claimedAt: null, deadline: null }],
    ]);
  });

  it('derives the status in order: closed, merged, open PR, claim (active or expired), assignee, available', () => {
    /** Unclaimed, any pull request referencing the issue counts (§4); claimed, only the claimant's closing ones. */
    const expected = (closed: boolean, kinds: readonly PullKind[], claim: 'none' | 'active' | 'expired', assigned: boolean): ContractStatus => {
      if (closed || kinds.includes('merged')) return 'completed';
      if (kinds.includes('open')) return 'submitted';
      if (claim !== 'none') return claim === 'active' ? 'claimed' : 'expired';
      return assigned ? 'in_progress' : 'available';
    };
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.record({ kind: fc.constantFrom<PullKind>('open', 'merged', 'closed'), author: fc.constantFrom('claimant', 'CLAIMANT', 'someone') }), { maxLength: 4 }),
        fc.constantFrom('none', 'active', 'expired' as const),
        fc.boolean(),
        fc.integer({ min: 1, max: 5000 }),
        (closed, made, claim, assigned, number) => {
          const pulls = made.map(({ kind, author }, index) => ({ ...pullOf(10_000 + index, kind, number), authorLogin: author }));
          const claims = new Map<number, Claim>();
          if (claim !== 'none') claims.set(number, claimFor(number, claim === 'active' ? NOW + 1 : NOW));
          const [contract] = deriveContracts(
            [issue(number, { state: closed ? 'closed' : 'open', assigneeLogin: assigned ? 'octocat' : null })],
            pulls,
            claims,
            NOW,
          );
          const kinds = made.filter(({ author }) => claim === 'none' || author.toLowerCase() === 'claimant').map(({ kind }) => kind);
          expect(contract?.status).toBe(expected(closed, kinds, claim, assigned));
          const shown = kinds.includes('merged') ? 'merged' : kinds.includes('open') ? 'open' : kinds.length > 0 ? 'closed' : null;
          expect(contract?.pullRequest?.status ?? null).toBe(shown);
        },
      ),
    );
  });

  it('returns one contract per issue that is not a pull request', () => {
    const issues = fc.array(
      fc.record({ number: fc.integer({ min: 1, max: 300 }), isPullRequest: fc.boolean(), body: fc.option(fc.string()) }),
      { maxLength: 40 },
    );
    const pullRecord = fc.record({
      target: fc.integer({ min: 1, max: 300 }),
      kind: fc.constantFrom<PullKind>('open', 'merged', 'closed'),
    });
    const pulls = fc.array(pullRecord, { maxLength: 40 });
    fc.assert(
      fc.property(issues, pulls, (issueRecords, pullRecords) => {
        const contracts = deriveContracts(
          issueRecords.map((record) => issue(record.number, record)),
          pullRecords.map((record, index) => pullOf(1000 + index, record.kind, record.target)),
          new Map(),
          NOW,
        );
        expect(contracts.map((c) => c.githubIssueNumber)).toEqual(
          issueRecords.filter((record) => !record.isPullRequest).map((record) => record.number),
        );
      }),
    );
  });

  it('does not link #240 to issues 24 or 2', () => {
    const contracts = deriveContracts([issue(2), issue(24), issue(240)], [pullOf(30, 'open', 240)], new Map(), NOW);
    expect(contracts.map((c) => c.status)).toEqual(['available', 'available', 'submitted']);
  });
});
