import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bountyIssues,
  carriesBountyLabel,
  DEFAULT_BOUNTY_LABEL,
  isBountyIssue,
  isMaintainerAssociation,
} from '../../../src/domain/contracts/bountyEligibility';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = 1_750_000_000_000;
const ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'MANNEQUIN', 'NONE', 'owner', null];
const LABELS = ['bounty', 'Bounty', ' BOUNTY ', 'paid', 'documentation', 'bug', 'bounty-hunt'];

const issueArbitrary = fc.record({
  number: fc.integer({ min: 1, max: 40 }),
  association: fc.constantFrom(...ASSOCIATIONS),
  labels: fc.uniqueArray(fc.constantFrom(...LABELS), { maxLength: 3 }),
  isPullRequest: fc.boolean(),
  claimed: fc.boolean(),
});
const labelArbitrary = fc.constantFrom(DEFAULT_BOUNTY_LABEL, 'Paid', 'bug');

const claimOn = (issueNumber: number): Claim => ({ issueNumber, githubUsername: 'dev', handcashHandle: 'dev', claimedBy: 'dev', claimedAt: NOW - 1, deadline: NOW + 1_000 });

describe('who makes a bounty', () => {
  it('takes the owner, a member and a collaborator for maintainers, in any case; anyone else and a missing association not', () => {
    expect(ASSOCIATIONS.map(isMaintainerAssociation)).toEqual([true, true, true, false, false, false, false, false, true, false]);
  });

  it('finds the bounty label in any case and around spaces, never a blank label nor a label that only contains it', () => {
    expect([
      carriesBountyLabel(['bug', 'Bounty'], 'bounty'),
      carriesBountyLabel([' BOUNTY '], 'bounty'),
      carriesBountyLabel(['bounty-hunt'], 'bounty'),
      carriesBountyLabel(['paid'], 'Paid'),
      carriesBountyLabel([''], '  '),
    ]).toEqual([true, true, false, true, false]);
  });

  it('makes a contract of a maintainer’s issue and of a labelled stranger’s issue, and none of a stranger’s unlabelled issue', () => {
    const issues = [
      issueRecord(1, { authorAssociation: 'OWNER' }),
      issueRecord(2, { authorAssociation: 'NONE', body: 'Bounty: 1% of tokens' }),
      issueRecord(3, { authorAssociation: 'CONTRIBUTOR', labels: ['bounty'] }),
      issueRecord(4, { authorAssociation: null }),
      issueRecord(5, { authorAssociation: 'NONE', labels: ['Paid'] }),
    ];
    expect([
      deriveContracts(issues, [], new Map(), NOW).map((contract) => contract.githubIssueNumber),
      deriveContracts(issues, [], new Map(), NOW, 'paid').map((contract) => contract.githubIssueNumber),
    ]).toEqual([
      [1, 3],
      [1, 5],
    ]);
  });

  it('never makes a contract of an issue that is no bounty, whatever its claims and pull requests', () => {
    fc.assert(
      fc.property(fc.array(issueArbitrary, { maxLength: 20 }), labelArbitrary, (rows, label) => {
        const unique = [...new Map(rows.map((row) => [row.number, row])).values()];
        const issues = unique.map((row) => issueRecord(row.number, { authorAssociation: row.association, labels: row.labels, isPullRequest: row.isPullRequest }));
        const claims = new Map(unique.filter((row) => row.claimed).map((row) => [row.number, claimOn(row.number)]));
        const pulls = unique.map((row, index) => pullRecord(100 + index, row.number, { merged: index % 2 === 0, state: index % 2 === 0 ? 'closed' : 'open' }));
        const numbers = deriveContracts(issues, pulls, claims, NOW, label).map((contract) => contract.githubIssueNumber);
        const eligible = issues.filter((issue) => isBountyIssue(issue, label)).map((issue) => issue.number);
        expect(numbers).toEqual(eligible);
      }),
    );
  });

  it('filters without adding: a subsequence of the issues, each a bounty, and every bounty kept', () => {
    fc.assert(
      fc.property(fc.array(issueArbitrary, { maxLength: 30 }), labelArbitrary, (rows, label) => {
        const issues = rows.map((row) => issueRecord(row.number, { authorAssociation: row.association, labels: row.labels, isPullRequest: row.isPullRequest }));
        const kept = bountyIssues(issues, label);
        let at = 0;
        for (const issue of kept) {
          at = issues.indexOf(issue, at) + 1;
          expect(at).toBeGreaterThan(0);
        }
        expect([kept.every((issue) => isBountyIssue(issue, label)), kept.length]).toEqual([true, issues.filter((issue) => isBountyIssue(issue, label)).length]);
      }),
    );
  });
});
