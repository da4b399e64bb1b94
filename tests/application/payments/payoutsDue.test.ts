import { describe, expect, it } from 'vitest';
import { PayoutsDue } from '../../../src/application/payments/payoutsDue';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { Payment } from '../../../src/domain/payments/payment';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const claimOf = (issueNumber: number): Claim => ({ issueNumber, githubUsername: 'octo-gh', handcashHandle: 'octo', claimedBy: 'octo', claimedAt: NOW - 1, deadline: NOW + 1000 });

describe('PayoutsDue (the server’s use case)', () => {
  it('lists the contracts the server derives that are completed by their worker and not paid, at the configured rate', async () => {
    const contracts = deriveContracts(
      [issueRecord(1), issueRecord(2), issueRecord(3)],
      [1, 2].map((issueNumber) => pullRecord(10 + issueNumber, issueNumber, { state: 'closed', merged: true, authorLogin: 'octo-gh' })),
      new Map([1, 2, 3].map((n) => [n, claimOf(n)])),
      NOW,
    );
    const view = { contracts, checkedAt: NOW, fault: null };
    const paid = [{ issueNumber: 2 } as Payment];
    const due = new PayoutsDue({ current: async () => view }, { list: async () => paid }, 0.00002);
    expect(await due.list()).toEqual([{ issueNumber: 1, title: 'Issue 1', payee: 'octo', reason: 'claimant-work', satoshis: 2_000_000 }]);
  });
});
