import type { ClaimErrorCode } from '../../domain/contracts/claim';

/**
 * The claims API's words for a form the domain refuses (the `error` of a 400; `code` carries the domain's code).
 * The browser words codes itself (CLAIM_ERROR_MESSAGES beside the contracts views); these match it for API clients.
 */
export const CLAIM_REFUSALS: Readonly<Record<ClaimErrorCode, string>> = {
  'required-fields': 'Please fill in all required fields',
  'invalid-deadline': 'Please choose a deadline of 3, 5, 7, 14 or 30 days',
  'invalid-issue': 'This contract cannot be claimed',
};
