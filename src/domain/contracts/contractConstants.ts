/** Every fixed value of the contracts domain, once, named for what it means. */
import type { Priority, RewardUnit } from './contract';

/** Ids of contracts are `contract-<issue number>`. */
export const CONTRACT_ID_PREFIX = 'contract-';

/** Reward when the issue body states none. */
export const CONTRACT_DEFAULT_REWARD_BAPP = 2000;
export const CONTRACT_DEFAULT_REWARD_UNIT: RewardUnit = 'BAPP';
export const CONTRACT_DEFAULT_ESTIMATED_HOURS = 8;
export const CONTRACT_DEFAULT_PRIORITY: Priority = 'Medium';
export const CONTRACT_PRIORITIES: readonly Priority[] = ['Critical', 'High', 'Medium', 'Low'];

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

