import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import { isNewWork, workDatesOf } from '../../../src/domain/contracts/newWork';
import { workerOf } from '../../../src/domain/contracts/payability';

const CLAIMED_AT = Date.UTC(2026, 10, 20, 12);
const NOW = CLAIMED_AT + 2 * DAY_MS;
const iso = (at: number): string => new Date(at).toISOString();

const issue = (fields: Partial<GitHubIssueInput> = {}): GitHubIssueInput => ({
  number: 55,
  htmlUrl: 'https://github.com/o/r/issues/55',
  title: 'Issue 55',
  body: '**Token Reward:** 1,000 BAPP',
  state: 'open',
  assigneeLogin: null,
  labels: [],
  isPullRequest: false,
  authorAssociation: 'OWNER',
  updatedAt: null,
  ...fields,
});

const claim: Claim = { issueNumber: 55, githubUsername: 'octo', handcashHandle: 'octo_hc', claimedBy: 'octo_hc', claimedAt: CLAIMED_AT, deadline: CLAIMED_AT + 7 * DAY_MS };

/** A merged pull request of `login`'s closing #55, opened and merged at the times given. */
const merged = (number: number, login: string, openedAt: number | null, mergedAt: number | null, body = 'Fixes #55'): GitHubPullRequestInput => ({
  number,
  htmlUrl: `https://github.com/o/r/pull/${number}`,
  title: `Work ${number}`,
  body,
  state: 'closed',
  merged: true,
  authorLogin: login,
  createdAt: openedAt === null ? null : iso(openedAt),
  mergedAt: mergedAt === null ? null : iso(mergedAt),
});

const contractWith = (pulls: readonly GitHubPullRequestInput[], issueFields: Partial<GitHubIssueInput> = {}) => {
  const [contract] = deriveContracts([issue(issueFields)], pulls, new Map([[55, claim]]), NOW);
  if (contract === undefined) throw new Error('no contract');
  return contract;
};

describe('only new work completes a claimed contract', () => {
  it('the claimant’s pull request opened after the claim and merged while it is open completes it for them', () => {
    const contract = contractWith([merged(70, 'Octo', CLAIMED_AT + 1, CLAIMED_AT + DAY_MS)]);
    expect([contract.status, contract.pullRequest?.number, workerOf(contract)]).toEqual(['completed', 70, 'octo_hc']);
  });

  it('an old pull request of the claimant’s, merged before the claim and its body edited to "Fixes #55", changes nothing and pays nothing', () => {
    const edited = merged(40, 'octo', CLAIMED_AT - 90 * DAY_MS, CLAIMED_AT - 89 * DAY_MS);
    const contract = contractWith([edited]);
    expect([contract.status, contract.pullRequest, workerOf(contract)]).toEqual(['claimed', null, null]);
  });

  it('a pull request opened before the claim but merged after it is not new work either', () => {
    const contract = contractWith([merged(41, 'octo', CLAIMED_AT - DAY_MS, CLAIMED_AT + DAY_MS)]);
    expect([contract.status, workerOf(contract)]).toEqual(['claimed', null]);
  });

  it('a pull request whose dates GitHub did not give is never new work', () => {
    expect(workerOf(contractWith([merged(42, 'octo', null, null)]))).toBeNull();
    expect(workerOf(contractWith([merged(43, 'octo', CLAIMED_AT + 1, null)]))).toBeNull();
  });

  it('another login’s merge closes the issue on GitHub: completed, with no worker to pay', () => {
    const contract = contractWith([merged(71, 'mallory', CLAIMED_AT + 1, CLAIMED_AT + DAY_MS)], { state: 'closed' });
    expect([contract.status, contract.pullRequest, workerOf(contract)]).toEqual(['completed', null, null]);
  });

  it('the claimant’s new work closing the issue as `owner/repo#N` or by its address completes it as `#N` does', () => {
    for (const body of ['Fixes o/r#55', 'Closes https://github.com/o/r/issues/55']) {
      expect(workerOf(contractWith([merged(72, 'octo', CLAIMED_AT + 1, CLAIMED_AT + 2, body)]))).toBe('octo_hc');
    }
    expect(workerOf(contractWith([merged(73, 'octo', CLAIMED_AT + 1, CLAIMED_AT + 2, 'Fixes other/r#55')]))).toBeNull();
  });

  it('pays exactly when the pull request was opened and merged at or after the claim (property)', () => {
    const moment = fc.integer({ min: CLAIMED_AT - 30 * DAY_MS, max: CLAIMED_AT + 2 * DAY_MS - 1 });
    fc.assert(
      fc.property(moment, moment, (openedAt, mergedAt) => {
        const contract = contractWith([merged(74, 'octo', openedAt, mergedAt)]);
        const expected = openedAt >= CLAIMED_AT && mergedAt >= CLAIMED_AT;
        expect(workerOf(contract)).toBe(expected ? 'octo_hc' : null);
        expect(isNewWork(workDatesOf({ createdAt: iso(openedAt), mergedAt: iso(mergedAt) }), 'merged', CLAIMED_AT)).toBe(expected);
      }),
    );
  });
});
