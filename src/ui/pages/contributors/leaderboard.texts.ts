/** Texts of the leaderboard of real payments on the contributors page. */
export const LEADERBOARD_TEXTS = {
  title: 'Paid contributors',
  lead: 'Contract rewards paid through HandCash, recorded on chain.',
  handle: 'Handle',
  contractsPaid: 'Contracts paid',
  earned: 'BSV earned',
} as const;
