/** Texts of payments on the contracts page's cards (the pay dialog's own: `payDialog.texts.ts`). */
export const PAYMENT_TEXTS = {
  payReward: 'Pay reward',
  paid: 'Paid',
  pendingCheck: 'Payment pending check',
  viewTransaction: 'View transaction',
  paidOut: 'Paid out',
  paymentsUnavailable: 'Payments could not be loaded:',
} as const;

/** "0.02 BSV". */
export const bsvText = (bsv: string): string => `${bsv} BSV`;
