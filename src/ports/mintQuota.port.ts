import { token, type Token } from './token';

/**
 * Each account's mints a day, counted where every server of the database sees them (the database; in memory for
 * tests), so the daily limit holds across servers and restarts. `take` is atomic: of two servers counting the last
 * mint of a day at once, one gets it.
 */
export interface MintQuota {
  /**
   * Counts one mint of `account` on `day` (`mintDayOf`) when fewer than `limit` are counted there, answering true;
   * answers false, counting nothing, when the day's limit is reached. Rejects when the store cannot answer.
   */
  take(account: string, day: number, limit: number): Promise<boolean>;
  /** Uncounts one mint of `account` on `day`: the wallet surely minted nothing. Never below zero. */
  giveBack(account: string, day: number): Promise<void>;
}

export const MintQuota: Token<MintQuota> = token<MintQuota>('MintQuota');
