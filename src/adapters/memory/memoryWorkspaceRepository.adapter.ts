import { Subject, type Observable } from 'rxjs';
import type { Workspace } from '../../domain/editor/workspace';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoredWorkspace, WorkspaceRepository, WorkspaceStorageFailure } from '../../ports/workspaceRepository.port';

/**
 * A workspace repository in memory for tests. `failWith` makes the next operations fail as a full or missing
 * storage would; `saveElsewhere` plays another tab's save; `stalled` plays a page going away mid-write (saves
 * never finish and store nothing); `left` is what `keepOnLeave` kept for the next load.
 */
export class MemoryWorkspaceRepository implements WorkspaceRepository {
  stored: StoredWorkspace | null;
  failWith: WorkspaceStorageFailure | null = null;
  saves = 0;
  stalled = false;
  left: { readonly workspace: Workspace; readonly baseVersion: number } | null = null;
  private readonly elsewhere = new Subject<number>();
  readonly savedElsewhere$: Observable<number> = this.elsewhere.asObservable();

  constructor(stored: StoredWorkspace | null = null) {
    this.stored = stored;
  }

  load(_defaults: Workspace): Promise<Result<StoredWorkspace | null, WorkspaceStorageFailure>> {
    const left = this.left;
    this.left = null;
    if (this.failWith === null && left !== null && (this.stored?.version ?? 0) === left.baseVersion) {
      this.stored = { workspace: left.workspace, version: left.baseVersion + 1 };
    }
    return Promise.resolve(this.failWith === null ? ok(this.stored) : err(this.failWith === 'full' ? 'unavailable' : this.failWith));
  }

  save(workspace: Workspace, baseVersion: number): Promise<Result<number, WorkspaceStorageFailure>> {
    if (this.stalled) return new Promise(() => undefined);
    if (this.failWith !== null) return Promise.resolve(err(this.failWith));
    if ((this.stored?.version ?? 0) !== baseVersion) return Promise.resolve(err('conflict'));
    this.saves += 1;
    this.stored = { workspace, version: baseVersion + 1 };
    return Promise.resolve(ok(baseVersion + 1));
  }

  keepOnLeave(workspace: Workspace, baseVersion: number): void {
    this.left = { workspace, baseVersion };
  }

  /** Another tab saves `workspace`: the stored version goes up and this tab is told. */
  saveElsewhere(workspace: Workspace): void {
    this.stored = { workspace, version: (this.stored?.version ?? 0) + 1 };
    this.elsewhere.next(this.stored.version);
  }
}
