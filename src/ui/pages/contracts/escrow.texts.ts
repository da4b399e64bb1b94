import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { PaymentDeskError } from '../../../ports/paymentDesk.port';
import { sessionErrorMessage } from '../../shell/session.texts';
import { ESCROW_CARD_TEXTS, fundedBadgeText } from './escrowCard.texts';

/** Texts of funding a bounty into escrow: the fund dialog's (loaded on first use; the card's are `escrowCard.texts.ts`). */
export const ESCROW_TEXTS = {
  ...ESCROW_CARD_TEXTS,
  fundTitle: 'Fund bounty',
  cancelTitle: 'Cancel funding',
  amount: 'Amount (BSV)',
  review: 'Review funding',
  fundLead: 'The reward leaves your HandCash wallet for the escrow wallet now. It is paid to the claimant when their pull request is merged, with no click of yours, or refunded to you if the issue closes without a paying merge or you cancel.',
  confirm: 'Confirm and fund',
  confirmCancel: 'Refund to the funder',
  sending: 'Sending…',
  back: 'Back',
  close: 'Back to contracts',
  pending: 'HandCash did not answer in time. The escrow is checked against the wallet before anything else moves for this contract.',
} as const;

export { fundedBadgeText };

/** The confirm step: "Fund #12 with 0.05 BSV from your wallet?" */
export const fundConfirmText = (issueNumber: number, satoshis: number): string => `Fund #${issueNumber} with ${formatBsv(satoshis)} BSV from your wallet?`;

/** The cancel step: "Refund the 0.05 BSV held for #12 to its funder?" */
export const cancelConfirmText = (issueNumber: number, satoshis: number): string => `Refund the ${formatBsv(satoshis)} BSV held for #${issueNumber} to its funder?`;

/** What the dialog says once done. */
export const fundedText = (satoshis: number): string => `Funded: ${formatBsv(satoshis)} BSV is held in escrow.`;
export const refundedText = (satoshis: number): string => `Refunded: ${formatBsv(satoshis)} BSV went back to its funder.`;

/** The dialog's words for why funding or a refund did not happen; otherwise the server's own message. */
const ESCROW_REFUSALS: Readonly<Partial<Record<string, string>>> = {
  'invalid-amount': 'Please enter an amount in BSV greater than 0, with at most 8 decimals.',
  'amount-not-reward': 'The amount must be the reward’s BSV.',
  'already-funded': 'This contract is funded already.',
  'already-paid': 'This contract’s escrow was paid to its worker.',
  'already-refunded': 'This contract’s escrow was refunded already.',
  'escrow-busy': 'A payout or refund of this contract is under way; try again shortly.',
  'not-funded': 'This contract is not funded.',
  'contract-completed': 'This contract is completed: pay its reward instead.',
  'payout-due': 'The merged work is to be paid from escrow; it cannot be cancelled now.',
  'no-escrow': 'Funding is not available: no escrow wallet is configured.',
  'not-maintainer': 'Only a maintainer can fund contracts.',
  'contract-not-found': 'This issue is not a contract of this repository.',
  'insufficient-balance': 'Insufficient balance: the wallet does not have enough BSV.',
  'spend-limit': 'Spend limit reached: raise the spend limit for this app in HandCash, then try again.',
  forbidden: 'Only a maintainer can fund contracts.',
};

/** What the dialog says when funding or a refund failed. */
export const escrowErrorText = (error: PaymentDeskError): string => {
  if (error.code === 'not-authenticated' || error.code === 'authentication-expired') return sessionErrorMessage({ code: error.code });
  return (error.code === 'refused' ? ESCROW_REFUSALS[error.reason] : ESCROW_REFUSALS[error.code]) ?? error.message;
};
