import type { ContractStatus } from '../../../domain/contracts/contract';

/** The words of the Reviews and Contributor Tasks pages. */
export const REVIEWS_TEXTS = {
  lead: 'The contracts whose pull request waits for a maintainer’s review, the nearest deadline first.',
  empty: 'No pull request waits for review.',
  listLabel: 'Contracts under review',
  loading: 'Loading the contracts…',
  failed: 'The contracts could not be loaded. Try again in a moment.',
} as const;

export const TASKS_TEXTS = {
  lead: 'The contracts you claimed: their deadlines, pull requests and payouts.',
  signedOut: 'Sign in to see the contracts you claimed.',
  empty: 'You have no claims yet. Pick one on the Contracts page.',
  listLabel: 'Your contracts',
  contractsLink: 'Contracts',
} as const;

/** Where a claimed contract stands, as the contributor reads it. */
export const TASK_STATUS: Readonly<Record<ContractStatus, string>> = {
  available: 'available',
  claimed: 'claimed — open a pull request before the deadline',
  in_progress: 'in progress',
  submitted: 'pull request under review',
  expired: 'expired — the deadline passed',
  completed: 'completed — the reward is paid once the pull request merged',
};

export const claimantLine = (githubUsername: string, handcashHandle: string | null): string =>
  `Claimed by ${githubUsername}${handcashHandle === null ? '' : ` ($${handcashHandle})`}`;
export const deadlineLine = (deadline: number | null): string => (deadline === null ? 'No deadline' : `Deadline ${formatClaimTime(deadline)}`);
export const pullRequestLabel = (number: number): string => `Pull request #${number}`;
export const rewardLine = (amount: number, unit: string): string => `${amount.toLocaleString('en-US')} ${unit}`;

/** A time as the contracts pages write it: `2026-11-23 12:00 UTC`. */
const formatClaimTime = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
