import { catchError, defer, from, of, switchMap, type Observable } from 'rxjs';
import type { IssueTracker, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';

/**
 * An IssueTracker whose real implementation loads on first use, so its code (and its schema library) stays out of
 * the bundle every route loads. A failure to load the code is reported as a network failure.
 */
export class LazyIssueTracker implements IssueTracker {
  private tracker: Promise<IssueTracker> | null = null;

  constructor(private readonly create: () => Promise<IssueTracker>) {}

  load(): Observable<RepositoryRecordsUpdate> {
    return defer(() => from((this.tracker ??= this.create()))).pipe(
      switchMap((tracker) => tracker.load()),
      catchError(() => {
        this.tracker = null;
        return of<RepositoryRecordsUpdate>({ kind: 'failure', error: { code: 'network', message: 'The contracts code could not be loaded.' } });
      }),
    );
  }
}
