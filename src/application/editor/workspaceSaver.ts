import type { Subscription } from 'rxjs';
import { WORKSPACE_SAVE_DEBOUNCE_MS, WORKSPACE_STORAGE_KEY } from '../../domain/editor/editorConstants';
import { serializeWorkspace, type Workspace } from '../../domain/editor/workspace';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';

/**
 * Writes the workspace to storage once changes pause for `WORKSPACE_SAVE_DEBOUNCE_MS`, so typing does not write
 * on every key. `flush` writes a pending change at once (before the page unloads).
 */
export class WorkspaceSaver {
  private pending: Workspace | null = null;
  private timer: Subscription | null = null;

  constructor(
    private readonly storage: KeyValueStore,
    private readonly clock: Clock,
  ) {}

  /** Keeps `workspace` as the one to write, restarting the wait. */
  schedule(workspace: Workspace): void {
    this.pending = workspace;
    this.timer?.unsubscribe();
    this.timer = this.clock.after(WORKSPACE_SAVE_DEBOUNCE_MS).subscribe(() => this.flush());
  }

  /** Writes the pending workspace now, if any. */
  flush(): void {
    this.timer?.unsubscribe();
    this.timer = null;
    if (this.pending === null) return;
    this.storage.write(WORKSPACE_STORAGE_KEY, serializeWorkspace(this.pending));
    this.pending = null;
  }

  /** Writes what is pending and stops. */
  dispose(): void {
    this.flush();
  }
}
