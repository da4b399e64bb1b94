import { nulCharacterMessage } from '../../shared/storableText.texts';
import type { PaymentDeskError } from '../../../ports/paymentDesk.port';
import { sessionErrorMessage } from '../../shell/session.texts';

/** Texts of the pay dialog, which loads when a maintainer first opens it. */
export const PAY_DIALOG_TEXTS = {
  dialogTitle: 'Pay reward',
  payee: 'Payee (HandCash handle)',
  amount: 'Amount (BSV)',
  note: 'Note',
  overrideReason: 'Reason (required to pay someone other than the claimant who did the work, or another amount)',
  review: 'Review payment',
  confirmLead: 'Please confirm this payment from your HandCash wallet:',
  confirmPayee: 'Payee',
  confirmAmount: 'Amount',
  confirm: 'Confirm and pay',
  paying: 'Paying…',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Back to contracts',
  pendingExplanation: 'HandCash did not answer in time. The payment is checked against the wallet before anything else can be paid for this contract.',
} as const;

/** The dialog's words for why a payment was not made; otherwise the server's own message. */
export const PAYMENT_REFUSAL_MESSAGES: Readonly<Partial<Record<string, string>>> = {
  'insufficient-balance': 'Insufficient balance: the wallet does not have enough BSV for this payment.',
  'spend-limit': 'Spend limit reached: raise the spend limit for this app in HandCash, then try again.',
  'unknown-payee': 'Unknown payee: HandCash does not know this handle.',
  'invalid-payee': 'Please enter the HandCash handle of the person to pay.',
  'invalid-amount': 'Please enter an amount in BSV greater than 0, with at most 8 decimals.',
  'note-too-long': 'The note can be at most 200 characters.',
  'note-nul-character': nulCharacterMessage('The note'),
  'invalid-key': 'idempotencyKey: must be 16 to 64 letters, digits, - or _',
  'not-completed': 'Only a completed contract can be paid',
  'pending-check': 'A payment of this contract is waiting to be checked with the wallet; try again shortly',
  'key-reused': 'This idempotency key was used for another contract',
  'no-wallet': 'Payments are not available: no wallet is configured',
  'not-maintainer': 'Only a maintainer can pay contracts.',
  'contract-not-found': 'This issue is not a contract of this repository.',
  'contract-not-completed': 'Only a completed contract can be paid: its pull request is not merged yet.',
  'payee-is-payer': 'A maintainer cannot pay a reward to himself.',
  'no-worker': 'No claimant authored the merged pull request: write a reason to pay someone.',
  'payee-not-worker': 'The payee is not the claimant who authored the merged pull request: write a reason to pay someone else.',
  'amount-not-reward': 'The amount differs from the reward: write a reason to pay another amount.',
  'invalid-override-reason': 'The reason can be at most 500 characters.',
  forbidden: 'Only a maintainer can pay contracts.',
};

/** What the dialog says when a payment failed. */
export const paymentErrorText = (error: PaymentDeskError): string => {
  if (error.code === 'not-authenticated' || error.code === 'authentication-expired') return sessionErrorMessage({ code: error.code });
  return (error.code === 'refused' ? PAYMENT_REFUSAL_MESSAGES[error.reason] : PAYMENT_REFUSAL_MESSAGES[error.code]) ?? error.message;
};
