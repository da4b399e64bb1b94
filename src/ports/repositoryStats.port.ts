import type { Observable } from 'rxjs';
import type { Result } from '../domain/shared/result';
import type { CodeHostError } from './codeHostError';
import { token, type Token } from './token';

/** Facts about the code repository shown in the shell. */
export interface RepositoryStats {
  /**
   * How many issues of the repository are open, pull requests not counted.
   * Emits one result and completes; failures are error values, never an observable error.
   * Unsubscribing aborts the request.
   */
  openIssueCount(): Observable<Result<number, CodeHostError>>;
}

export const RepositoryStats: Token<RepositoryStats> = token<RepositoryStats>('RepositoryStats');
