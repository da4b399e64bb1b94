/** Texts of a contract's automatic payout switch, in its detail dialog (maintainers only). */
export const AUTO_PAYOUT_SWITCH_TEXTS = {
  label: 'Pay this contract automatically on merge (from your wallet)',
  loading: 'Reading automatic payout…',
  throughAll: 'On because every contract is paid on merge; turning it off here waits for a click on this one.',
  saving: 'Saving…',
} as const;
