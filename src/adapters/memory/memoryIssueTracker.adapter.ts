import { defer, from, type Observable } from 'rxjs';
import type { IssueTracker, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';

/** An IssueTracker that plays a fixed list of updates on each load; `loads` counts the loads. */
export class MemoryIssueTracker implements IssueTracker {
  loads = 0;

  constructor(private updates: readonly RepositoryRecordsUpdate[]) {}

  /** What the next loads play. */
  answer(updates: readonly RepositoryRecordsUpdate[]): void {
    this.updates = updates;
  }

  load(): Observable<RepositoryRecordsUpdate> {
    return defer(() => {
      this.loads += 1;
      return from(this.updates);
    });
  }
}
