import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../../../src/domain/contracts/contract';
import { deriveStatus, type StatusFacts } from '../../../src/domain/contracts/deriveStatus';

const NOW = 1_700_000_000_000;

/** Every fact set: each rung's example holds its own fact and every fact of the rungs below it. */
const ALL_FACTS: StatusFacts = {
  issueState: 'closed',
  pullRequestStatus: 'merged',
  githubAssignee: 'octocat',
  claim: { deadline: NOW + 1 },
};

/** One example per rung of the derivation order (spec section 4), highest first. */
const RUNGS: readonly (readonly [string, StatusFacts, ContractStatus])[] = [
  ['a closed issue is completed, whatever else is known', ALL_FACTS, 'completed'],
  ['a merged pull request completes an open issue', { ...ALL_FACTS, issueState: 'open' }, 'completed'],
  ['an open pull request puts it under review', { ...ALL_FACTS, issueState: 'open', pullRequestStatus: 'open' }, 'submitted'],
  [
    'a closed, unmerged pull request is passed over: a claim before its deadline makes it claimed',
    { ...ALL_FACTS, issueState: 'open', pullRequestStatus: 'closed' },
    'claimed',
  ],
  [
    'a claim at or past its deadline makes it expired',
    { ...ALL_FACTS, issueState: 'open', pullRequestStatus: null, claim: { deadline: NOW } },
    'expired',
  ],
  [
    'a GitHub assignee without a claim makes it in progress',
    { ...ALL_FACTS, issueState: 'open', pullRequestStatus: null, claim: null },
    'in_progress',
  ],
  [
    'with none of these it is available',
    { issueState: 'open', pullRequestStatus: null, githubAssignee: null, claim: null },
    'available',
  ],
];

describe('deriveStatus, rung by rung', () => {
  it.each(RUNGS)('%s', (_rung, facts, status) => {
    expect(deriveStatus(facts, NOW)).toBe(status);
  });
});
