import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Contract, ContractStatus } from '../../../src/domain/contracts/contract';
import { contractIdFor } from '../../../src/domain/contracts/contractId';
import { reviewQueue, tasksOf } from '../../../src/domain/contracts/contractQueues';

const STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];
const contract = (issueNumber: number, status: ContractStatus, claimedBy: string | null, deadline: number | null): Contract => ({
  id: contractIdFor(issueNumber),
  githubIssueNumber: issueNumber,
  githubIssueUrl: `https://github.com/o/r/issues/${issueNumber}`,
  title: `Issue ${issueNumber}`,
  description: '',
  rewardAmount: 1,
  rewardUnit: 'BAPP',
  estimatedHours: 1,
  priority: 'Medium',
  category: 'developer',
  status,
  assignee: claimedBy === null ? null : { githubUsername: `${claimedBy}-dev`, handcashHandle: claimedBy, claimedBy, claimedAt: 0, deadline },
  pullRequest: null,
  skills: [],
  deliverables: [],
});
const row = fc.record({ status: fc.constantFrom(...STATUSES), who: fc.constantFrom(null, 'ann', 'bob'), deadline: fc.option(fc.integer({ min: 0, max: 1_000_000 })), open: fc.boolean() });
const contracts = fc.array(row, { maxLength: 30 }).map((rows) =>
  rows.map(({ status, who, deadline, open }, index): Contract => ({ ...contract(index + 1, status, who, deadline), pullRequest: open ? { number: 900 + index, url: 'u', status: 'open' } : null })),
);

describe('the contract queues', () => {
  it('review the contracts whose pull request is open, not the completed, nearest deadline first, none last', () => {
    const open = (one: Contract): Contract => ({ ...one, pullRequest: { number: one.githubIssueNumber + 100, url: 'u', status: 'open' } });
    const queue = reviewQueue([open(contract(1, 'submitted', 'ann', null)), contract(2, 'claimed', 'bob', 5), open(contract(3, 'claimed', 'bob', 9)), open(contract(4, 'submitted', 'ann', 3)), open(contract(5, 'completed', null, null))]);
    expect(queue.map((one) => one.githubIssueNumber)).toEqual([4, 3, 1]);
  });

  it('give a person only their own claims, and nobody none', () => {
    const all = [contract(1, 'claimed', 'ann', 4), contract(2, 'submitted', 'bob', 2), contract(3, 'completed', 'ann', 1)];
    expect([tasksOf(all, 'ann').map((one) => one.githubIssueNumber), tasksOf(all, null)]).toEqual([[3, 1], []]);
  });

  it('never add a contract, and keep every one that matches (properties)', () => {
    fc.assert(
      fc.property(contracts, fc.constantFrom('ann', 'bob'), (list, handle) => {
        const queue = reviewQueue(list);
        const tasks = tasksOf(list, handle);
        expect(queue.length).toBe(list.filter((one) => one.status !== 'completed' && one.pullRequest !== null).length);
        expect(tasks.length).toBe(list.filter((one) => one.assignee?.claimedBy === handle).length);
        expect([...queue, ...tasks].every((one) => list.includes(one))).toBe(true);
      }),
    );
  });
});
