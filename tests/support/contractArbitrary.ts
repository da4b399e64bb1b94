import fc from 'fast-check';
import type { Contract } from '../../src/domain/contracts/contract';
import { contractIdFor } from '../../src/domain/contracts/contractId';

const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const url = fc.oneof(fc.constant('https://github.com/o/r/'), fc.webUrl());
/** Any contract the server may send: every status, assignee (with or without frozen terms) and pull request. */
export const contract: fc.Arbitrary<Contract> = fc
  .record({
    githubIssueNumber: fc.integer({ min: 1, max: 100_000 }),
    issueUrl: url,
    title: fc.string(),
    description: fc.string(),
    rewardAmount: fc.nat(),
    rewardUnit: fc.constantFrom('BAPP', 'BCODE'),
    estimatedHours: fc.nat(),
    priority: fc.constantFrom('Critical', 'High', 'Medium', 'Low'),
    category: fc.constantFrom('developer', 'writing'),
    status: fc.constantFrom('available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'),
    assignee: nullable(
      fc.record(
        {
          githubUsername: fc.string(),
          handcashHandle: nullable(fc.string()),
          claimedBy: nullable(fc.string()),
          claimedAt: nullable(fc.nat()),
          deadline: nullable(fc.nat()),
          terms: fc.record({ rewardAmount: fc.nat(), rewardUnit: fc.constantFrom('BAPP' as const, 'BCODE' as const), estimatedHours: fc.nat() }),
        },
        { requiredKeys: ['githubUsername', 'handcashHandle', 'claimedBy', 'claimedAt', 'deadline'] },
      ),
    ),
    pull: nullable(fc.record({ number: fc.integer({ min: 1, max: 100_000 }), base: url, status: fc.constantFrom('open', 'merged', 'closed'), authorLogin: nullable(fc.string()) })),
    skills: fc.array(fc.string()),
    deliverables: fc.array(fc.string()),
  })
  .map(({ issueUrl, pull, ...fields }) => ({
    ...fields,
    id: contractIdFor(fields.githubIssueNumber),
    githubIssueUrl: `${issueUrl}issues/${fields.githubIssueNumber}`,
    pullRequest: pull === null ? null : { number: pull.number, url: `${pull.base}pull/${pull.number}`, status: pull.status, authorLogin: pull.authorLogin },
  }));

