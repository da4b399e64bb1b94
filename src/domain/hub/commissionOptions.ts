import type { Option } from './formRules';

/** The choices of the Commission form (spec sections 3 and 9). */

export type ProjectType =
  | 'web-app'
  | 'mobile-app'
  | 'smart-contracts'
  | 'defi-platform'
  | 'nft-marketplace'
  | 'api-backend'
  | 'blockchain-integration'
  | 'other';
export type BudgetRange = '0.1-0.5' | '0.5-1' | '1-5' | '5-10' | '10-25' | '25+';
export type Timeline = '1-week' | '2-weeks' | '1-month' | '2-3-months' | '3-6-months' | '6-plus-months';
export type CommissionPriority = 'low' | 'medium' | 'high' | 'critical';

export const PROJECT_TYPE_OPTIONS: readonly Option<ProjectType>[] = [
  { value: 'web-app', label: 'Web App' },
  { value: 'mobile-app', label: 'Mobile App' },
  { value: 'smart-contracts', label: 'Smart Contracts' },
  { value: 'defi-platform', label: 'DeFi Platform' },
  { value: 'nft-marketplace', label: 'NFT Marketplace' },
  { value: 'api-backend', label: 'API / Backend' },
  { value: 'blockchain-integration', label: 'Blockchain Integration' },
  { value: 'other', label: 'Other' },
];

/** Budget ranges in BSV (spec section 9). */
export const BUDGET_RANGE_OPTIONS: readonly Option<BudgetRange>[] = [
  { value: '0.1-0.5', label: '0.1-0.5 BSV' },
  { value: '0.5-1', label: '0.5-1 BSV' },
  { value: '1-5', label: '1-5 BSV' },
  { value: '5-10', label: '5-10 BSV' },
  { value: '10-25', label: '10-25 BSV' },
  { value: '25+', label: '25+ BSV' },
];

/** Timelines (spec section 9). */
export const TIMELINE_OPTIONS: readonly Option<Timeline>[] = [
  { value: '1-week', label: '1 week' },
  { value: '2-weeks', label: '2 weeks' },
  { value: '1-month', label: '1 month' },
  { value: '2-3-months', label: '2-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-plus-months', label: '6+ months' },
];

export const COMMISSION_PRIORITY_OPTIONS: readonly Option<CommissionPriority>[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'critical', label: 'Critical' },
];
