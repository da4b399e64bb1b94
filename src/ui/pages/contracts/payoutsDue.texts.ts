import type { PayoutDueReason } from '../../../domain/payments/payoutsDue';

/** Texts of the Payouts due panel, which loads for maintainers only. */
export const PAYOUTS_DUE_TEXTS = {
  title: 'Payouts due',
  lead: 'Completed contracts not paid yet. Only a claimant’s own pull request, opened after the claim and merged while it was open, is paid with one click or on merge.',
  none: 'No payouts due.',
  loading: 'Loading payouts due…',
  payOnMerge: 'Pay automatically on merge (all contracts, from your wallet)',
  paying: 'Paying…',
  payWithDialog: 'Pay…',
  unavailable: 'Payouts due could not be loaded:',
} as const;

/** Why a payout is listed, shown when nobody is paid automatically (`PayoutDueReason`). */
export const PAYOUT_DUE_REASONS: Readonly<Record<PayoutDueReason, string>> = {
  'claimant-work': 'The claimant’s pull request was merged.',
  'not-claimant-work':
    'Completed on GitHub, but not by a pull request the claimant opened after the claim (someone else’s merge, or older work): nobody was paid. Pay by hand with a written reason, or leave it.',
};

/** "Pay $octo 0.01 BSV": the one-click button names payee and amount. */
export const payNowLabel = (payee: string, bsv: string): string => `Pay $${payee} ${bsv} BSV`;

/** "#12 Title". */
export const payoutContractLabel = (issueNumber: number, title: string): string => `#${issueNumber} ${title}`;

/** What the inbox says when an automatic payout failed (`detail.reason`); the pay dialog's words name the reason. */
export const AUTO_PAYOUT_FAILURE_REASONS: Readonly<Partial<Record<string, string>>> = {
  'no-worker': 'No claimant authored the merged pull request.',
  'no-reward-amount': 'The reward has no amount in BSV (no BSV_PER_BAPP rate, or not a BAPP reward).',
  'no-wallet': 'No wallet is configured to pay from.',
  'authorization-expired': 'Your wallet authorization expired: sign in again and turn automatic payout back on.',
};
