import { formatBsv } from '../../../domain/payments/bsvAmount';

/** The contract card's words of escrow: its buttons (the dialog's words load with the dialog, `escrow.texts.ts`). */
export const ESCROW_CARD_TEXTS = {
  fund: 'Fund',
  cancelFunding: 'Cancel funding',
} as const;

/** The card's badge: "Funded 0.05 BSV". */
export const fundedBadgeText = (satoshis: number): string => `Funded ${formatBsv(satoshis)} BSV`;
