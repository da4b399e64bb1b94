import type { Observable } from 'rxjs';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../domain/contracts/githubRecords';
import type { CodeHostError } from './codeHostError';
import { token, type Token } from './token';

/** The repository's issues and pull requests as last known, and when they were fetched (epoch ms). */
export interface RepositoryRecords {
  readonly issues: readonly GitHubIssueInput[];
  readonly pulls: readonly GitHubPullRequestInput[];
  readonly fetchedAt: number;
}

/** One step of loading the records: data (from the cache or the network), or a failure. */
export type RepositoryRecordsUpdate =
  | { readonly kind: 'records'; readonly records: RepositoryRecords; readonly source: 'cache' | 'network'; readonly revalidating: boolean }
  | { readonly kind: 'failure'; readonly error: CodeHostError };

/** The code repository's issues and pull requests, the raw material of contracts. */
export interface IssueTracker {
  /**
   * Loads the records. Emits the cached copy at once when there is one (`revalidating` tells whether a refresh
   * follows), then what the code host answered: fresh records, or a failure. Completes after the last step; never
   * errors. Unsubscribing aborts requests in flight. Malformed items are skipped; a non-array answer is a failure.
   */
  load(): Observable<RepositoryRecordsUpdate>;
}

export const IssueTracker: Token<IssueTracker> = token<IssueTracker>('IssueTracker');
