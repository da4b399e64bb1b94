/** Texts of the offline note. */

/** The note's opening words, before the time the page's data is as of. */
export const OFFLINE_ANSWERS_PREFIX = 'Offline: this page shows its data as of';

/** "Offline: this page shows its data as of 2026-11-29 14:30 UTC." */
export const offlineAnswersNote = (asOf: number): string =>
  `${OFFLINE_ANSWERS_PREFIX} ${new Date(asOf).toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
