/** Numbers of the market's rules (issue 30; spec, token page: platform fees), each named once. */

/** The platform's fee on code sales: 2.5 % (token page, fee table), in tenths of a percent. */
export const CODE_SALE_FEE_PERMILLE = 25;
/** Trades within this span count for the 24-hour volume, change and active traders. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Receivers in one HandCash payment of a dividend. HandCash's documentation names no limit on `receivers`; 100
 * keeps each payment small and is the batch size we state and test.
 */
export const DIVIDEND_RECEIVERS_PER_PAYMENT = 100;
/** The largest quantity or amount the market accepts: sums stay exact in a double. */
export const MARKET_MAX_SAFE = Number.MAX_SAFE_INTEGER;
