import type { Subscription } from 'rxjs';
import { WORKSPACE_SAVE_DEBOUNCE_MS } from '../../domain/editor/editorConstants';
import type { Workspace } from '../../domain/editor/workspace';
import type { Clock } from '../../ports/clock.port';
import type { WorkspaceRepository, WorkspaceStorageFailure } from '../../ports/workspaceRepository.port';

/**
 * Writes the workspace to its repository once changes pause for `WORKSPACE_SAVE_DEBOUNCE_MS` (at once on
 * `flush`), one write at a time, each against the version it last read or wrote. A failure is reported and
 * writing stops: after 'conflict' another tab's newer save is never overwritten; after 'full' or 'unavailable'
 * the work stays in memory. When the page goes away, `leave` hands the newest unwritten workspace to the
 * repository synchronously, since a write begun then never finishes.
 */
export class WorkspacePersistence {
  private version = 0;
  private pending: Workspace | null = null;
  private timer: Subscription | null = null;
  private writing: Promise<void> | null = null;
  /** The workspace the write under way is storing. */
  private written: Workspace | null = null;
  private stopped = false;

  constructor(
    private readonly repository: WorkspaceRepository,
    private readonly clock: Clock,
    private readonly onFailure: (failure: WorkspaceStorageFailure) => void,
  ) {}

  /** The version the next write is based on (after a load, or after adopting another tab's save). */
  adopt(version: number): void {
    this.version = version;
    this.stopped = false;
  }

  /** True while a change waits to be written or is being written. */
  get busy(): boolean {
    return this.pending !== null || this.writing !== null;
  }

  /** Keeps `workspace` as the one to write, restarting the wait. */
  schedule(workspace: Workspace): void {
    if (this.stopped) return;
    this.pending = workspace;
    this.timer?.unsubscribe();
    this.timer = this.clock.after(WORKSPACE_SAVE_DEBOUNCE_MS).subscribe(() => void this.flush());
  }

  /** Writes the pending workspace now, if any; resolves once written (or refused). */
  async flush(): Promise<void> {
    this.timer?.unsubscribe();
    this.timer = null;
    while (this.writing !== null) await this.writing;
    const workspace = this.pending;
    if (workspace === null || this.stopped) return;
    this.pending = null;
    this.writing = this.write(workspace);
    await this.writing;
    this.writing = null;
  }

  /**
   * The page is going away: keeps the newest workspace not yet known to be stored (the pending one, else the one
   * being written) with the version its write is based on, then tries to write it as usual.
   */
  leave(): void {
    const newest = this.pending ?? this.written;
    if (newest !== null && !this.stopped) this.repository.keepOnLeave(newest, this.version);
    void this.flush();
  }

  /** Writes what is pending, then stops. */
  dispose(): void {
    void this.flush().then(() => {
      this.stopped = true;
    });
  }

  private async write(workspace: Workspace): Promise<void> {
    this.written = workspace;
    const saved = await this.repository.save(workspace, this.version);
    this.written = null;
    if (saved.ok) {
      this.version = saved.value;
      return;
    }
    this.stopped = true;
    this.pending = null;
    this.onFailure(saved.error);
  }
}
