import type { ContractEvent } from '../domain/contracts/contractEvent';
import { token, type Token } from './token';

/**
 * Each contract's history (the database). Every method rejects with `DatabaseUnavailableError` when the database
 * cannot answer.
 */
export interface ContractHistory {
  /**
   * Keeps `event` after the contract's earlier ones. With `key`, an event that several servers may record (GitHub
   * activity each of them sees) is kept once: false when one with that key was kept already.
   */
  record(event: ContractEvent, key?: string | null): Promise<boolean>;
  /** The events of the contract of `issueNumber`, oldest first. */
  of(issueNumber: number): Promise<readonly ContractEvent[]>;
}

export const ContractHistory: Token<ContractHistory> = token<ContractHistory>('ContractHistory');
