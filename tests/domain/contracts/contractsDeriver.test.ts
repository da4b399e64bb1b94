import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { ContractsDeriver, deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { GitHubIssueInput } from '../../../src/domain/contracts/githubRecords';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = 1_750_000_000_000;
const claim = (issueNumber: number): Claim => ({ issueNumber, githubUsername: 'dev', handcashHandle: 'dev', claimedBy: 'dev', claimedAt: NOW - 1, deadline: NOW + 1_000 });

/**
 * One version of a repository: issue n has body `bodies[n]` at `updated_at` `versions[n]`; a stranger's issue is a
 * bounty only with the label (an issue may become one, or stop being one, from a version to the next).
 */
const repositoryArbitrary = fc.array(
  fc.record({
    number: fc.integer({ min: 1, max: 30 }),
    version: fc.integer({ min: 0, max: 2 }),
    claimed: fc.boolean(),
    pullTo: fc.option(fc.integer({ min: 1, max: 30 })),
    stranger: fc.boolean(),
    labelled: fc.boolean(),
  }),
  { maxLength: 25 },
);

const recordsOf = (rows: readonly { number: number; version: number; claimed: boolean; pullTo: number | null; stranger: boolean; labelled: boolean }[]) => {
  const unique = [...new Map(rows.map((row) => [row.number, row])).values()];
  const issues = unique.map((row) =>
    issueRecord(row.number, {
      body: `## Description\nVersion ${row.version} of ${row.number}.\n\n**Token Reward:** ${row.version + 1},000 BAPP`,
      updatedAt: `v${row.version}`,
      authorAssociation: row.stranger ? 'NONE' : 'MEMBER',
      labels: row.labelled ? ['Bounty'] : [],
    }),
  );
  const pulls = unique.flatMap((row, index) => (row.pullTo === null ? [] : [pullRecord(500 + index, row.pullTo, { state: index % 2 === 0 ? 'open' : 'closed', merged: index % 3 === 0 })]));
  const claims = new Map(unique.filter((row) => row.claimed).map((row) => [row.number, claim(row.number)]));
  return { issues, pulls, claims };
};

describe('ContractsDeriver', () => {
  it('gives what a fresh derivation gives, over any sequence of repository versions and claims', () => {
    fc.assert(
      fc.property(fc.array(repositoryArbitrary, { minLength: 1, maxLength: 5 }), (versions) => {
        const deriver = new ContractsDeriver();
        for (const version of versions) {
          const { issues, pulls, claims } = recordsOf(version);
          expect(deriver.derive(issues, pulls, claims, NOW)).toEqual(deriveContracts(issues, pulls, claims, NOW));
          // Again with the same records and one more claim: only claims and status change.
          const moreClaims = new Map([...claims, [issues[0]?.number ?? 1, claim(issues[0]?.number ?? 1)]]);
          expect(deriver.derive(issues, pulls, moreClaims, NOW)).toEqual(deriveContracts(issues, pulls, moreClaims, NOW));
        }
      }),
    );
  });

  it('reads an issue body once per (number, updated_at): a new updated_at reads it again', () => {
    const deriver = new ContractsDeriver();
    const first: GitHubIssueInput = issueRecord(7, { body: '**Token Reward:** 5,000 BAPP', updatedAt: 'a' });
    // The same number and updated_at with another body (a contrived record) keeps what was read: the body was not parsed again.
    const sameVersion = { ...first, body: '**Token Reward:** 9,000 BAPP' };
    const newVersion = { ...sameVersion, updatedAt: 'b' };
    const rewards = [first, sameVersion, newVersion].map((issue) => deriver.derive([issue], [], new Map(), NOW)[0]?.rewardAmount);
    expect(rewards).toEqual([5000, 5000, 9000]);
  });

  it('reads again an issue without updated_at whenever its record is a new object', () => {
    const deriver = new ContractsDeriver();
    const first: GitHubIssueInput = issueRecord(7, { body: '**Token Reward:** 5,000 BAPP', updatedAt: null });
    const changed = { ...first, body: '**Token Reward:** 9,000 BAPP' };
    const rewards = [first, first, changed].map((issue) => deriver.derive([issue], [], new Map(), NOW)[0]?.rewardAmount);
    expect(rewards).toEqual([5000, 5000, 9000]);
  });

  it('re-derives after a claim by rebuilding only the claimed contract', () => {
    const deriver = new ContractsDeriver();
    const issues = [issueRecord(1), issueRecord(2), issueRecord(3)];
    const pulls = [pullRecord(10, 3)];
    const before = deriver.derive(issues, pulls, new Map(), NOW);
    const after = deriver.derive(issues, pulls, new Map([[2, claim(2)]]), NOW);
    expect({
      reused: after.map((contract, index) => contract === before[index]),
      statuses: after.map((contract) => contract.status),
    }).toEqual({ reused: [true, false, true], statuses: ['available', 'claimed', 'submitted'] });
  });
});
