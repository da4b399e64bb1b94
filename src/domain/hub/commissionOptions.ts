/** The choices of the Commission form (spec sections 3 and 9), as the values the rules accept. */

export const PROJECT_TYPES = [
  'web-app',
  'mobile-app',
  'smart-contracts',
  'defi-platform',
  'nft-marketplace',
  'api-backend',
  'blockchain-integration',
  'other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Budget ranges in BSV (spec section 9). */
export const BUDGET_RANGES = ['0.1-0.5', '0.5-1', '1-5', '5-10', '10-25', '25+'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** Timelines (spec section 9). */
export const TIMELINES = ['1-week', '2-weeks', '1-month', '2-3-months', '3-6-months', '6-plus-months'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const COMMISSION_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type CommissionPriority = (typeof COMMISSION_PRIORITIES)[number];
