/** Texts of the payer's payments stopped at "pending check" (issue 35, Build 5). */
export const PENDING_PAYMENT_TEXTS = {
  heading: 'Payments pending check',
  explanation:
    'HandCash did not confirm these payments, so nothing is paid again until you say what happened. Open your HandCash wallet and look for the payment: if it is there, copy its transaction id and paste it here; if nothing left your wallet, release it.',
  transactionLabel: 'Transaction id from your wallet',
  settle: 'Check and record',
  release: 'Nothing left my wallet',
  releaseHint: 'Releasing frees what the payment held (a purchase’s tokens go back to the seller) so you may pay again.',
  kinds: { reward: 'Contract reward', purchase: 'Purchase', dividend: 'Dividend' },
  refusals: {
    'unknown-transaction': 'Your wallet knows no payment with this transaction id. Check that you copied it whole.',
    'payment-mismatch': 'This transaction is another payment (another amount, receiver or reference). Nothing was recorded.',
    'unknown-pending-payment': 'This payment is no longer pending.',
    'payment-in-flight': 'The payment is being checked right now. Try again in a moment.',
    'no-wallet-token': 'Sign in again with your wallet to check this payment.',
    'wallet-not-configured': 'No wallet is configured on this server.',
    'wallet-unreachable': 'HandCash cannot be reached now. Nothing was recorded; try again later.',
  },
  failed: 'The server could not answer. Try again.',
} as const;

export type PendingRefusal = keyof typeof PENDING_PAYMENT_TEXTS.refusals;

/** "0.00102500 BSV to $alice, $fees". */
export const amountText = (satoshis: number, receivers: readonly string[]): string =>
  `${(satoshis / 100_000_000).toFixed(8)} BSV to ${receivers.map((handle) => `$${handle}`).join(', ')}`;
