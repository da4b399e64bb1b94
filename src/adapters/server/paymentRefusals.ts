import { nulCharacterMessage } from '../../ui/shared/storableText.texts';
import { SESSION_ERROR_MESSAGES } from '../../ui/shell/session.texts';
import type { PaymentRefusalCode, PaymentRequestErrorCode } from '../../domain/payments/payment';

/**
 * The payments API's words for its refusals (`error`; `code` carries the domain's code). The browser words codes
 * itself (beside the contracts views); these match it for API clients.
 */
export const PAYMENT_REFUSALS: Readonly<Record<PaymentRefusalCode | PaymentRequestErrorCode | 'key-reused', string>> = {
  'insufficient-balance': 'The wallet does not have enough balance for this payment',
  'spend-limit': "This payment is over the spend limit the wallet allows this app; raise it in HandCash and try again",
  'unknown-payee': 'HandCash does not know this payee',
  'authorization-expired': SESSION_ERROR_MESSAGES['authentication-expired']({ code: 'authentication-expired' }),
  'not-maintainer': 'Only a maintainer can pay contracts',
  'invalid-payee': 'Please enter the HandCash handle of the person to pay',
  'invalid-amount': 'Please enter an amount in BSV greater than 0, with at most 8 decimals',
  'note-too-long': 'The note can be at most 200 characters',
  'note-nul-character': `note: ${nulCharacterMessage('The note')}`,
  'invalid-key': 'idempotencyKey: must be 16 to 64 letters, digits, - or _',
  'not-completed': 'Only a completed contract can be paid',
  'pending-check': 'A payment of this contract is waiting to be checked with the wallet; try again shortly',
  'key-reused': 'This idempotency key was used for another contract',
};
