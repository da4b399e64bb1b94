import type { Contract } from './contract';

const byDeadline = (a: Contract, b: Contract): number =>
  (a.assignee?.deadline ?? Number.MAX_SAFE_INTEGER) - (b.assignee?.deadline ?? Number.MAX_SAFE_INTEGER) || a.githubIssueNumber - b.githubIssueNumber;

/**
 * The maintainers' review queue: the contracts whose pull request is open for review (`submitted`), the nearest
 * deadline first (none last), then by issue number.
 */
export const reviewQueue = (contracts: readonly Contract[]): readonly Contract[] => contracts.filter((contract) => contract.status === 'submitted').sort(byDeadline);

/**
 * A contributor's tasks: the contracts `handle` claimed (claimed, in progress, under review, expired or completed and
 * paid), the nearest deadline first. Nobody signed in (`null`): none.
 */
export const tasksOf = (contracts: readonly Contract[], handle: string | null): readonly Contract[] =>
  handle === null ? [] : contracts.filter((contract) => contract.assignee?.claimedBy === handle).sort(byDeadline);
