import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimRefusal } from '../../../src/domain/contracts/claimability';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 23, 12);
const claim: Claim = { issueNumber: 1, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'alice', claimedAt: NOW - 1000, deadline: NOW + 1000 };
const contractOf = (issue = issueRecord(1), pulls = [] as ReturnType<typeof pullRecord>[], claims: readonly Claim[] = []) =>
  deriveContracts([issue], pulls, new Map(claims.map((c) => [c.issueNumber, c])), NOW)[0] ?? null;

describe('claimRefusal', () => {
  it('lets an available contract, or one whose claim expired, be claimed', () => {
    expect([claimRefusal(contractOf(), 'bob'), claimRefusal(contractOf(issueRecord(1), [], [{ ...claim, deadline: NOW }]), 'bob')]).toEqual([null, null]);
  });

  it('refuses a number that is no contract (404 on the wire)', () => {
    expect(claimRefusal(null, 'bob')).toEqual({ code: 'contract-not-found' });
  });

  it('names the status and the holder of a contract that is claimed, under review or completed', () => {
    const claimed = contractOf(issueRecord(1), [], [claim]);
    expect([
      claimRefusal(claimed, 'bob'),
      claimRefusal(contractOf(issueRecord(1), [pullRecord(5, 1)]), 'bob'),
      claimRefusal(contractOf(issueRecord(1, { state: 'closed' })), 'bob'),
    ]).toEqual([
      { code: 'contract-not-available', contractStatus: 'claimed', holder: claimed?.assignee },
      { code: 'contract-not-available', contractStatus: 'submitted', holder: null },
      { code: 'contract-not-available', contractStatus: 'completed', holder: null },
    ]);
  });

  it('refuses an issue GitHub assigns to someone else, not to the assignee himself (any case)', () => {
    const assigned = contractOf(issueRecord(1, { assigneeLogin: 'Satoshi' }));
    expect([claimRefusal(assigned, 'bob'), claimRefusal(assigned, 'satoshi')]).toEqual([{ code: 'assigned-elsewhere', assignee: 'Satoshi' }, null]);
  });

  it('allows a claim exactly when the derived status is available or expired, or the claimant is the GitHub assignee', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'open' | 'closed'>('open', 'closed'),
        fc.option(fc.constantFrom('satoshi', 'bob')),
        fc.option(fc.constantFrom<'open' | 'closed' | 'merged'>('open', 'closed', 'merged')),
        fc.option(fc.integer({ min: -2000, max: 2000 })),
        (state, assigneeLogin, pull, deadlineOffset) => {
          const pulls = pull === null ? [] : [pullRecord(5, 1, { state: pull === 'open' ? 'open' : 'closed', merged: pull === 'merged' })];
          const claims = deadlineOffset === null ? [] : [{ ...claim, deadline: NOW + deadlineOffset }];
          const contract = contractOf(issueRecord(1, { state, assigneeLogin }), pulls, claims);
          const refusal = claimRefusal(contract, 'bob');
          const ownAssignment = contract?.status === 'in_progress' && assigneeLogin === 'bob';
          expect(refusal === null).toBe(contract?.status === 'available' || contract?.status === 'expired' || ownAssignment);
        },
      ),
    );
  });
});
