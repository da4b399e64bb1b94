/**
 * The devchain's numbers (issue 37). The faucet's coins are the devchain's own and worth nothing; the limits keep a
 * runaway loop from draining the faucet's outputs into dust, and are documented in docs/operations.md.
 */

/** What the faucet sends when no amount is asked: 100,000 satoshis (0.001 BSV). */
export const FAUCET_DEFAULT_SATOSHIS = 100_000;

/** The most the faucet sends in one request: 10,000,000 satoshis (0.1 BSV). */
export const FAUCET_MAX_SATOSHIS = 10_000_000;

/** The least the faucet sends: one satoshi above dust is pointless on a devchain, so one satoshi. */
export const FAUCET_MIN_SATOSHIS = 1;

/** Each block's coinbase pays the faucet this subsidy (50 BSV, as the first halving era) plus the block's fees. */
export const BLOCK_SUBSIDY_SATOSHIS = 5_000_000_000;

/** The most blocks one mine request makes. */
export const MINE_MAX_BLOCKS = 100;

/** How many recent blocks the chain's summary lists. */
export const RECENT_BLOCKS = 10;

/** How many mempool transactions the chain's summary lists (the newest). */
export const SUMMARY_MEMPOOL = 50;

/** Whether `satoshis` is an amount the faucet may send. */
export const isFaucetAmount = (satoshis: number): boolean =>
  Number.isSafeInteger(satoshis) && satoshis >= FAUCET_MIN_SATOSHIS && satoshis <= FAUCET_MAX_SATOSHIS;

/** Whether `blocks` is a count one mine request may make. */
export const isMineCount = (blocks: number): boolean => Number.isInteger(blocks) && blocks >= 1 && blocks <= MINE_MAX_BLOCKS;
