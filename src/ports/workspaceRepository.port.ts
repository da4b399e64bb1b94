import type { Observable } from 'rxjs';
import type { Workspace } from '../domain/editor/workspace';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** Why the workspace could not be read or written. */
export type WorkspaceStorageFailure =
  /** No storage here (private mode, blocked, or an error opening it): the work stays in memory. */
  | 'unavailable'
  /** The storage quota is used up: the work stays in memory. */
  | 'full'
  /** Another tab saved a newer version since `baseVersion`: nothing was written. */
  | 'conflict';

/** A stored workspace and its version; every successful save makes the version one higher. */
export interface StoredWorkspace {
  readonly workspace: Workspace;
  readonly version: number;
}

/** The place the editor's workspace lives between visits (IndexedDB in the browser), shared by the app's tabs. */
export interface WorkspaceRepository {
  /**
   * The stored workspace, or null when none is stored yet (a first visit; a workspace kept by an older version of
   * the app is migrated once and returned). `defaults` fills what an old format lacks. Fails with 'unavailable'.
   */
  load(defaults: Workspace): Promise<Result<StoredWorkspace | null, WorkspaceStorageFailure>>;
  /**
   * Writes the workspace if the stored version is still `baseVersion` (0 when none was stored), and resolves
   * the new version. Fails with 'conflict' (a newer save by another tab), 'full' or 'unavailable'.
   */
  save(workspace: Workspace, baseVersion: number): Promise<Result<number, WorkspaceStorageFailure>>;
  /**
   * Keeps `workspace` synchronously because the page is going away, where an asynchronous `save` would never
   * finish. The next `load` in any tab stores it as the next version when nothing newer was saved since
   * `baseVersion` (a write of this tab's that was still under way counts as its own); otherwise it is dropped,
   * so another tab's newer save is never overwritten. Best effort: one slot, never throws, reports nothing.
   */
  keepOnLeave(workspace: Workspace, baseVersion: number): void;
  /** Emits the version another tab of the app has just saved. Never errors. */
  readonly savedElsewhere$: Observable<number>;
}

export const WorkspaceRepository: Token<WorkspaceRepository> = token<WorkspaceRepository>('WorkspaceRepository');
