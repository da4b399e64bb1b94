/** Every fixed value and text of the contracts domain, once, named for what it means. */
import type { ContractCategory, ContractStatus, Priority, RewardUnit } from './contract';
import type { ContractStatsKey } from './contractStats';

/** Ids of contracts are `contract-<issue number>`. */
export const CONTRACT_ID_PREFIX = 'contract-';

/** Reward when the issue body states none. */
export const CONTRACT_DEFAULT_REWARD_BAPP = 2000;
export const CONTRACT_DEFAULT_REWARD_UNIT: RewardUnit = 'BAPP';
export const CONTRACT_DEFAULT_ESTIMATED_HOURS = 8;
export const CONTRACT_DEFAULT_PRIORITY: Priority = 'Medium';
export const CONTRACT_PRIORITIES: readonly Priority[] = ['Critical', 'High', 'Medium', 'Low'];
export const CONTRACT_REWARD_UNITS: readonly RewardUnit[] = ['BAPP', 'BCODE'];

/** At most this many unchecked checklist items become deliverables. */
export const CONTRACT_DELIVERABLES_MAX = 8;
/** A reward stated as a percentage of tokens: 1% is this many tokens (0.25% gives 2,500,000). */
export const PERCENT_REWARD_MULTIPLIER = 10_000_000;

/** Issue labels (lower case) that make a contract a writing contract. */
export const WRITING_CATEGORY_LABELS: readonly string[] = ['documentation', 'docs', 'writing'];

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const CLAIM_DEADLINE_DAY_OPTIONS: readonly number[] = [3, 5, 7, 14, 30];
export const CLAIM_DEFAULT_DEADLINE_DAYS = 7;
/** The default claim lasts 7 days: 604,800,000 ms. */
export const CLAIM_DEFAULT_DEADLINE_MS = CLAIM_DEFAULT_DEADLINE_DAYS * DAY_MS;

/** Items per page when the adapter lists issues and pull requests. */
export const GITHUB_PAGE_SIZE = 100;

export const CLAIM_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const CLAIM_INVALID_DEADLINE_MESSAGE = 'Please choose a deadline of 3, 5, 7, 14 or 30 days';
export const CLAIM_INVALID_ISSUE_MESSAGE = 'This contract cannot be claimed';
export const CONTRACTS_FALLBACK_TITLE = 'View Contracts on GitHub';

/** What `remainingTime` shows once the deadline has passed, and after a duration still to run. */
export const REMAINING_TIME_EXPIRED_TEXT = 'Expired';
export const REMAINING_TIME_SUFFIX = 'left';

/* Each status's colour is a CSS custom property (`--status-available`…, src/ui/styles/global.css). */

export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  available: 'Available',
  claimed: 'Claimed',
  in_progress: 'In Progress',
  submitted: 'Under Review',
  expired: 'Expired',
  completed: 'Completed',
};

export const CONTRACT_STAT_LABELS: Readonly<Record<ContractStatsKey, string>> = {
  available: 'Available',
  inProgress: 'In Progress',
  underReview: 'Under Review',
  completed: 'Completed',
};

export const CONTRACT_CATEGORY_TAB_LABELS: Readonly<Record<ContractCategory, string>> = {
  developer: 'Developer Contracts',
  writing: 'Writing Contracts',
};
