import type { ContractNotice, KeptContractNotice } from '../domain/contracts/contractNotice';
import { token, type Token } from './token';

/**
 * The inbox entries about contracts (the database). Every method rejects with `DatabaseUnavailableError` when the
 * database cannot answer.
 */
export interface ContractNotices {
  /**
   * Keeps `notice` for its person. With a `key`, at most one notice is ever kept per key (a reminder sent by two
   * servers is kept once): false when that key was used before.
   */
  send(notice: Omit<ContractNotice, 'id'>, key: string | null): Promise<boolean>;
  /** The notices for `handle`, newest first (at most 100), each with when it was read (null: unread). */
  inbox(handle: string): Promise<readonly KeptContractNotice[]>;
  /** Marks every unread notice of `handle` read at `at` (epoch ms); answers how many it marked. */
  markRead(handle: string, at: number): Promise<number>;
  /** How many notices of `handle` are unread. */
  unreadCount(handle: string): Promise<number>;
}

export const ContractNotices: Token<ContractNotices> = token<ContractNotices>('ContractNotices');
