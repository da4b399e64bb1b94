/** Numbers of the exchange's rules (spec sections 2 and 9), each named once. */

/** Trending, gainers and volume lists show this many items. */
export const RANKED_LIST_SIZE = 3;
/** Portfolio views show at most this many holdings. */
export const PORTFOLIO_HOLDINGS_LIMIT = 3;
/** Each code token's total supply, shown as 'of 1,000,000'. */
export const TOKEN_TOTAL_SUPPLY = 1_000_000;
