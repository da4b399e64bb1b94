import type { BountyListing } from '../../../src/domain/repositories/bountyListing';
import { MemoryBountyBoardDesk } from '../../../src/adapters/memory/memoryBountyBoardDesk.adapter';

/** A listing of `repository`'s issue `issueNumber`. */
export const listing = (repository: string, issueNumber: number, extra: Partial<BountyListing> = {}): BountyListing => ({
  key: `${repository}#${issueNumber}`,
  repository,
  issueNumber,
  issueUrl: `https://github.com/${repository}/issues/${issueNumber}`,
  title: `Issue ${issueNumber} of ${repository}`,
  rewardAmount: 100 * issueNumber,
  rewardUnit: 'BAPP',
  status: 'available',
  labels: [],
  deadline: null,
  fundedSatoshis: 0,
  operator: repository === 'owner/operator',
  ...extra,
});

/** The operator's repository (25 contracts) and `acme/tools` (two), on an in-memory board. */
export const boardDesk = (writable: readonly string[] = []) =>
  new MemoryBountyBoardDesk(
    new Map([
      ['owner/operator', { id: null, maintainers: [], listings: Array.from({ length: 25 }, (_, index) => listing('owner/operator', index + 1)) }],
      [
        'acme/tools',
        {
          id: 'repo000000000001',
          maintainers: ['sandbox-alice'],
          listings: [listing('acme/tools', 7, { rewardAmount: 2500, labels: ['TypeScript'], title: '<img src=x onerror=alert(1)>' }), listing('acme/tools', 8, { rewardAmount: 1000, labels: ['Rust'] })],
        },
      ],
    ]),
    writable,
  );
