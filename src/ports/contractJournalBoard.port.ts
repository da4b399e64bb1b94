import type { Observable } from 'rxjs';
import type { ContractEvent } from '../domain/contracts/contractEvent';
import type { InboxNotice } from '../domain/contracts/contractNotice';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the contract journal could not answer: `not-signed-in` (the inbox needs a session), `not-found` (no contract
 * of that number), `unavailable` (no answer, the server or its database could not answer, or an unreadable answer).
 */
export interface ContractJournalError {
  readonly code: 'not-signed-in' | 'not-found' | 'unavailable';
}

/**
 * The contract journal on the app's server: each contract's history and the signed-in person's inbox entries about
 * contracts. Each method emits one result and completes; failures are values, never observable errors.
 * Unsubscribing abandons the request.
 */
export interface ContractJournalBoard {
  /** The history of the contract of `issueNumber`, oldest first. */
  history(issueNumber: number): Observable<Result<readonly ContractEvent[], ContractJournalError>>;
  /** The signed-in person's inbox entries about contracts, newest first. */
  notices(): Observable<Result<readonly InboxNotice[], ContractJournalError>>;
  /** How many of the signed-in person's inbox entries about contracts are unread (the menu bar's badge). */
  unreadNotices(): Observable<Result<number, ContractJournalError>>;
  /** Marks every entry of the signed-in person's inbox read. */
  markNoticesRead(): Observable<Result<null, ContractJournalError>>;
}

export const ContractJournalBoard: Token<ContractJournalBoard> = token<ContractJournalBoard>('ContractJournalBoard');
