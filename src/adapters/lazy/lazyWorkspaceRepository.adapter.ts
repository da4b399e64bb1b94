import { defer, EMPTY, from, switchMap, type Observable } from 'rxjs';
import type { Workspace } from '../../domain/editor/workspace';
import { err, type Result } from '../../domain/shared/result';
import type { StoredWorkspace, WorkspaceRepository, WorkspaceStorageFailure } from '../../ports/workspaceRepository.port';

/**
 * A workspace repository whose code loads on the first `load`, `save` or subscription (the editor's page loads it
 * beforehand), so it is not in the entry bundle. `lazyPort` cannot stand in for it: `keepOnLeave` is synchronous.
 * Before the adapter has loaded, `keepOnLeave` keeps nothing: no workspace has been read, so none was edited. When
 * the code cannot be loaded, `load` and `save` fail with 'unavailable' (the next call tries again) and
 * `savedElsewhere$` completes.
 */
export class LazyWorkspaceRepository implements WorkspaceRepository {
  private adapter: WorkspaceRepository | null = null;
  private loading: Promise<WorkspaceRepository> | null = null;
  readonly savedElsewhere$: Observable<number> = defer(() => from(this.loaded().catch(() => null))).pipe(
    switchMap((adapter) => adapter?.savedElsewhere$ ?? EMPTY),
  );

  constructor(private readonly create: () => Promise<WorkspaceRepository>) {}

  async load(defaults: Workspace): Promise<Result<StoredWorkspace | null, WorkspaceStorageFailure>> {
    return this.loaded().then(
      (adapter) => adapter.load(defaults),
      () => err('unavailable'),
    );
  }

  async save(workspace: Workspace, baseVersion: number): Promise<Result<number, WorkspaceStorageFailure>> {
    return this.loaded().then(
      (adapter) => adapter.save(workspace, baseVersion),
      () => err('unavailable'),
    );
  }

  keepOnLeave(workspace: Workspace, baseVersion: number): void {
    this.adapter?.keepOnLeave(workspace, baseVersion);
  }

  private loaded(): Promise<WorkspaceRepository> {
    this.loading ??= this.create().then(
      (adapter) => (this.adapter = adapter),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}
