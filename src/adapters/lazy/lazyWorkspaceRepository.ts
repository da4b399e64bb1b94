import { defer, EMPTY, switchMap } from 'rxjs';
import { err } from '../../domain/shared/result';
import type { WorkspaceRepository } from '../../ports/workspaceRepository.port';

/**
 * A workspace repository whose code loads on the first `load`, `save` or subscription (the editor's page loads it
 * beforehand), so it is not in the entry bundle. `lazyPort` cannot stand in for it: `keepOnLeave` is synchronous.
 * Before the adapter has loaded, `keepOnLeave` keeps nothing: no workspace has been read, so none was edited. When
 * the code cannot be loaded, `load` and `save` fail with 'unavailable' (the next call tries again) and
 * `savedElsewhere$` completes.
 */
export function lazyWorkspaceRepository(create: () => Promise<WorkspaceRepository>): WorkspaceRepository {
  let adapter: WorkspaceRepository | undefined;
  let loading: Promise<WorkspaceRepository> | undefined;
  const loaded = () =>
    (loading ??= create().then(
      (created) => (adapter = created),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const unavailable = () => err('unavailable' as const);
  return {
    load: (defaults) => loaded().then((loadedAdapter) => loadedAdapter.load(defaults), unavailable),
    save: (workspace, baseVersion) => loaded().then((loadedAdapter) => loadedAdapter.save(workspace, baseVersion), unavailable),
    keepOnLeave: (workspace, baseVersion) => adapter?.keepOnLeave(workspace, baseVersion),
    savedElsewhere$: defer(() => loaded().catch(() => undefined)).pipe(switchMap((loadedAdapter) => loadedAdapter?.savedElsewhere$ ?? EMPTY)),
  };
}
