import type { ClaimErrorCode } from '../../../domain/contracts/claim';
import { problemText } from '../../shared/problem.texts';
import { nulCharacterMessage } from '../../shared/storableText.texts';
import type { ContractCategory, ContractStatus } from '../../../domain/contracts/contract';
import type { ContractStatsKey } from '../../../domain/contracts/contractStats';

/** Labels of the contracts page, named once (its dialogs' own: `contractDialogs.texts.ts`). */
export const CONTRACT_TEXTS = {
  pageLead: 'Bounties built live from the repository’s GitHub issues. Claim one, build it, get paid in tokens.',
  loading: 'Loading contracts…',
  refreshing: 'Checking GitHub for changes…',
  claimsUnavailable: 'Claims could not be loaded:',
  categoryTabsLabel: 'Contract categories',
  statsLabel: 'Contract counts',
  empty: 'No contracts in this category yet.',
  viewDetails: 'View details',
  priority: 'Priority',
  reward: 'Reward',
  hours: 'Hours',
  estimatedHoursSuffix: 'h',
  assignee: 'Assignee',
  pullRequest: 'Pull request',
  fallbackLink: 'Open the issues on GitHub',
  /** The single card of a failed load (spec section 8). */
  fallbackTitle: 'View Contracts on GitHub',
  fallbackIntro: 'The contracts could not be loaded from GitHub right now.',
  fallbackAdvice: 'You can still browse the open issues on GitHub.',
  /** Followed by the time the shown contracts were received (`offlineNote`). */
  offlineNotePrefix: 'Offline: the contracts as of',
  staleDataNoticePrefix: 'Showing the last contracts loaded from GitHub; refreshing failed:',
  /** What the remaining time shows once the deadline has passed, and after a duration still to run. */
  remainingTimeExpired: 'Expired',
  remainingTimeSuffix: 'left',
  /** Beside the terms a claim froze, when the issue was edited since: the claim keeps them, and pays them. */
  termsChanged: 'Terms changed since the claim',
  claimedTermsLabel: 'Terms of the claim',
  claimedReward: 'Claimed reward',
  claimedHours: 'Claimed hours',
} as const;

/** The claim form's message for each refusal (spec section 5 for the required fields). */
export const CLAIM_ERROR_MESSAGES: Readonly<Record<ClaimErrorCode, string>> = {
  'required-fields': 'Please fill in all required fields',
  'nul-character': nulCharacterMessage('The GitHub username or HandCash handle'),
  'invalid-handcash-handle': 'Enter a HandCash handle: letters, digits, _, - or ., at most 50 characters',
  'invalid-deadline': 'Please choose a deadline of 3, 5, 7, 14 or 30 days',
  'invalid-issue': 'This contract cannot be claimed',
};

/** The server's refusals of a claim or a release beyond the form's rules, by the code it answers. */
export const CLAIM_REFUSAL_TEXTS: Readonly<Record<string, string>> = {
  ...CLAIM_ERROR_MESSAGES,
  taken: 'Already claimed',
  'no-open-claim': 'There is no open claim on this contract',
  'not-claimer': 'Only the person who claimed this contract can release it',
  'contract-not-found': 'This issue is not a contract of this repository.',
  'contract-not-available': 'This contract is no longer available.',
  'assigned-elsewhere': 'GitHub assigns this issue to someone else, so it cannot be claimed.',
  'github-login-mismatch': 'You are signed in with GitHub as another login: a claim is made as your linked GitHub login.',
  'github-link-required': 'Sign in with GitHub first: a claim is made as your linked GitHub login, never a typed one.',
};

/** The words for a refused or failed claim request: the rule the server named, else the status text. */
export const claimFailureText = (error: { readonly message: string; readonly reason?: string }): string =>
  problemText(error.reason, error.message, CLAIM_REFUSAL_TEXTS);

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
