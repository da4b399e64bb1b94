/**
 * The daily limit of mints through the app's minter (issue 35): the app's minting wallet pays for each mint, so one
 * account may mint at most `MINT_DAILY_LIMIT` code NFTs a day. Days are UTC calendar days; the count is kept per day.
 */

/** The limit when `MINT_DAILY_LIMIT` is not set: more than a day's honest work, far below a drain. */
export const MINT_DAILY_LIMIT_DEFAULT = 20;
/** A limit of 0 turns the limit off. */
export const MINT_DAILY_LIMIT_OFF = 0;
export const MINT_DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a moment falls in: whole days since the epoch. */
export const mintDayOf = (at: number): number => Math.floor(at / MINT_DAY_MS);

/** When the limit of the day of `at` resets: the next UTC midnight (epoch ms). */
export const mintLimitResetsAt = (at: number): number => (mintDayOf(at) + 1) * MINT_DAY_MS;
