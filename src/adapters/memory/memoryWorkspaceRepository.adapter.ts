import { Subject, type Observable } from 'rxjs';
import type { Workspace } from '../../domain/editor/workspace';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoredWorkspace, WorkspaceRepository, WorkspaceStorageFailure } from '../../ports/workspaceRepository.port';

/**
 * A workspace repository in memory for tests. `failWith` makes the next operations fail as a full or missing
 * storage would; `saveElsewhere` plays another tab's save.
 */
export class MemoryWorkspaceRepository implements WorkspaceRepository {
  stored: StoredWorkspace | null;
  failWith: WorkspaceStorageFailure | null = null;
  saves = 0;
  private readonly elsewhere = new Subject<number>();
  readonly savedElsewhere$: Observable<number> = this.elsewhere.asObservable();

  constructor(stored: StoredWorkspace | null = null) {
    this.stored = stored;
  }

  load(_defaults: Workspace): Promise<Result<StoredWorkspace | null, WorkspaceStorageFailure>> {
    return Promise.resolve(this.failWith === null ? ok(this.stored) : err(this.failWith === 'full' ? 'unavailable' : this.failWith));
  }

  save(workspace: Workspace, baseVersion: number): Promise<Result<number, WorkspaceStorageFailure>> {
    if (this.failWith !== null) return Promise.resolve(err(this.failWith));
    if ((this.stored?.version ?? 0) !== baseVersion) return Promise.resolve(err('conflict'));
    this.saves += 1;
    this.stored = { workspace, version: baseVersion + 1 };
    return Promise.resolve(ok(baseVersion + 1));
  }

  /** Another tab saves `workspace`: the stored version goes up and this tab is told. */
  saveElsewhere(workspace: Workspace): void {
    this.stored = { workspace, version: (this.stored?.version ?? 0) + 1 };
    this.elsewhere.next(this.stored.version);
  }
}
