/** Numbers of the market's rules (issue 30; spec, token page: platform fees), each named once. */

/** The platform's fee on code sales: 2.5 % (token page, fee table), in tenths of a percent. */
export const CODE_SALE_FEE_PERMILLE = 25;
/** The least fee a sale pays (issue 35): however small the price, the platform is paid for the purchase. */
export const MINIMUM_SALE_FEE_SATOSHIS = 1;
/** Dividends paid within this span count for the stat card. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Trades are summed by the hour they were made in (UTC hours since the epoch). */
export const HOUR_MS = 60 * 60 * 1000;
/** The 24-hour figures (volume, change, active traders) count the current hour and the 23 before it. */
export const DAY_HOURS = 24;

/** The hour a moment falls in. */
export const hourOf = (at: number): number => Math.floor(at / HOUR_MS);

/**
 * The first hour of the day's window at `now`: the window is whole hours, from this one to the current one, so the
 * figures can be summed from hourly buckets kept with each trade (between 23 and 24 hours of trades).
 */
export const dayStartHour = (now: number): number => hourOf(now) - (DAY_HOURS - 1);
/**
 * Receivers in one HandCash payment of a dividend. HandCash's documentation names no limit on `receivers`; 100
 * keeps each payment small and is the batch size we state and test.
 */
export const DIVIDEND_RECEIVERS_PER_PAYMENT = 100;
/** The largest quantity or amount the market accepts: sums stay exact in a double. */
export const MARKET_MAX_SAFE = Number.MAX_SAFE_INTEGER;
