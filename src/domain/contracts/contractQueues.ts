import type { Contract } from './contract';

const byDeadline = (a: Contract, b: Contract): number =>
  (a.assignee?.deadline ?? Number.MAX_SAFE_INTEGER) - (b.assignee?.deadline ?? Number.MAX_SAFE_INTEGER) || a.githubIssueNumber - b.githubIssueNumber;

/**
 * The maintainers' review queue: the contracts not yet completed whose pull request is open (under review, whether
 * the claim still runs or not), the nearest deadline first (none last), then by issue number.
 */
export const reviewQueue = (contracts: readonly Contract[]): readonly Contract[] =>
  contracts.filter((contract) => contract.status !== 'completed' && contract.pullRequest?.status === 'open').sort(byDeadline);

/**
 * A contributor's tasks: the contracts `handle` claimed (claimed, in progress, under review, expired or completed and
 * paid), the nearest deadline first. Nobody signed in (`null`): none.
 */
export const tasksOf = (contracts: readonly Contract[], handle: string | null): readonly Contract[] =>
  handle === null ? [] : contracts.filter((contract) => contract.assignee?.claimedBy === handle).sort(byDeadline);
