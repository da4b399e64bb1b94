import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import type { Contract } from '../../../src/domain/contracts/contract';
import type { GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import { PAYOUT_OVERRIDE_REASON_MAX_LENGTH, payoutRefusal, workerOf, type PayoutRequest } from '../../../src/domain/contracts/payability';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 23, 12);
const claim: Claim = { issueNumber: 1, githubUsername: 'Octo', handcashHandle: 'audit', claimedBy: 'bob', claimedAt: NOW - 1000, deadline: NOW + 1000 };
const merged = (author: string | null) => pullRecord(5, 1, { state: 'closed', merged: true, authorLogin: author });
const contractOf = (pulls = [merged('octo')], claims: readonly Claim[] = [claim], issue = issueRecord(1)): Contract => {
  const [contract] = deriveContracts([issue], pulls, new Map(claims.map((c) => [c.issueNumber, c])), NOW);
  if (contract === undefined) throw new Error('no contract');
  return contract;
};
/** The issue closed (completed) with `pulls`: another login's merged pull request leaves the claim without a worker. */
const closedBy = (pulls: GitHubPullRequestInput[]): Contract => contractOf(pulls, [claim], issueRecord(1, { state: 'closed' }));
const request = (overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({ payer: 'alice', payee: 'audit', satoshis: 2_000_000, overrideReason: null, ...overrides });

describe('workerOf', () => {
  it('is the claimant whose GitHub login (any case) authored the merged pull request', () => {
    expect([
      workerOf(contractOf()),
      workerOf(contractOf([merged('mallory')])),
      workerOf(contractOf([merged(null)])),
      workerOf(contractOf([merged('octo')], [])),
      workerOf(contractOf([pullRecord(5, 1, { authorLogin: 'octo' })])),
    ]).toEqual(['audit', null, null, null, null]);
  });
});

describe('payoutRefusal', () => {
  it('pays the worker of a completed contract the reward', () => {
    expect([payoutRefusal(contractOf(), request(), 2_000_000), payoutRefusal(contractOf(), request({ payee: 'AUDIT' }), null)]).toEqual([null, null]);
  });

  it('names the rule for each refused payment', () => {
    expect([
      payoutRefusal(null, request(), null),
      payoutRefusal(contractOf([]), request(), null),
      payoutRefusal(contractOf(), request({ payee: 'Alice' }), null),
      payoutRefusal(closedBy([merged('mallory')]), request(), null),
      payoutRefusal(contractOf(), request({ payee: 'mallory' }), null),
      payoutRefusal(contractOf(), request({ satoshis: 9 }), 2_000_000),
      payoutRefusal(contractOf(), request({ payee: 'mallory', overrideReason: 'x'.repeat(PAYOUT_OVERRIDE_REASON_MAX_LENGTH + 1) }), null),
    ]).toEqual([
      { code: 'contract-not-found' },
      { code: 'contract-not-completed', contractStatus: 'claimed' },
      { code: 'payee-is-payer' },
      { code: 'no-worker' },
      { code: 'payee-not-worker', worker: 'audit' },
      { code: 'amount-not-reward', rewardSatoshis: 2_000_000 },
      { code: 'invalid-override-reason' },
    ]);
  });

  it('lets a written reason override payee and amount, never the status or paying oneself', () => {
    const reason = '  Paired with octo on the review  ';
    expect([
      payoutRefusal(contractOf(), request({ payee: 'mallory', satoshis: 5, overrideReason: reason }), 2_000_000),
      payoutRefusal(closedBy([merged('mallory')]), request({ overrideReason: reason }), null),
      payoutRefusal(contractOf([]), request({ overrideReason: reason }), null),
      payoutRefusal(contractOf(), request({ payee: 'alice', overrideReason: reason }), null),
      payoutRefusal(contractOf(), request({ payee: 'mallory', overrideReason: '   ' }), null),
    ]).toEqual([null, null, { code: 'contract-not-completed', contractStatus: 'claimed' }, { code: 'payee-is-payer' }, { code: 'payee-not-worker', worker: 'audit' }]);
  });

  it('never pays a contract that is not completed, nor its payer, whatever the override', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom<'open' | 'closed' | 'merged'>('open', 'closed', 'merged')),
        fc.constantFrom<'open' | 'closed'>('open', 'closed'),
        fc.constantFrom('audit', 'alice', 'mallory'),
        fc.option(fc.string()),
        (pull, state, payee, overrideReason) => {
          const pulls = pull === null ? [] : [pullRecord(5, 1, { state: pull === 'open' ? 'open' : 'closed', merged: pull === 'merged', authorLogin: 'octo' })];
          const contract = contractOf(pulls, [claim], issueRecord(1, { state }));
          const refusal = payoutRefusal(contract, request({ payee, overrideReason }), null);
          if (contract.status !== 'completed' || payee === 'alice') expect(refusal).not.toBeNull();
        },
      ),
    );
  });
});
