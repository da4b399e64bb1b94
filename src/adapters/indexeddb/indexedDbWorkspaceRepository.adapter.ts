import { openDB, type IDBPDatabase } from 'idb';
import { Observable } from 'rxjs';
import { parseStoredWorkspace, parseWorkspaceJson } from '../../domain/editor/parseStoredWorkspace';
import { storedFormOf, type Workspace } from '../../domain/editor/workspace';
import { err, ok, type Result } from '../../domain/shared/result';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { StoredWorkspace, WorkspaceRepository, WorkspaceStorageFailure } from '../../ports/workspaceRepository.port';
import { isStillNewest, LEFT_WORKSPACE_STORAGE_KEY, parseLeftWorkspace, type RecordStamp } from './leftWorkspace';

/** The database, its one object store and the record's key. */
const DATABASE_NAME = 'bsvWorkbench';
const DATABASE_VERSION = 1;
const STORE_NAME = 'workspaces';
const RECORD_KEY = 'current';
/** Where versions of the app before IndexedDB kept the workspace (local storage); migrated once, then removed. */
export const LEGACY_WORKSPACE_STORAGE_KEY = 'bsvWorkbench.editorWorkspace';
/** The channel on which a tab tells the others it saved. */
const CHANNEL_NAME = 'bsvWorkbench.workspace';

interface WorkspaceRecord extends RecordStamp {
  readonly data: unknown;
}

const failureOf = (error: unknown): WorkspaceStorageFailure =>
  error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'unavailable';

/**
 * The workspace in IndexedDB (through `idb`), one record with a version. A save checks the version inside its
 * transaction, so a tab never overwrites another tab's newer save, then tells the other tabs on a
 * BroadcastChannel. A workspace left unwritten by a page that went away waits in local storage (`keepOnLeave`)
 * until the next load stores it, unless another tab saved since.
 */
export class IndexedDbWorkspaceRepository implements WorkspaceRepository {
  private database: Promise<IDBPDatabase> | null = null;
  private readonly channel: BroadcastChannel | null;
  readonly savedElsewhere$: Observable<number>;

  /**
   * `legacy`: local storage (the pre-IndexedDB workspace, and the one left by a closing page); `writer`: this
   * tab's name on the records it writes.
   */
  constructor(
    private readonly legacy: KeyValueStore,
    private readonly writer: string = crypto.randomUUID(),
  ) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    this.savedElsewhere$ = new Observable<number>((subscriber) => {
      const listen = (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'number') subscriber.next(event.data);
      };
      this.channel?.addEventListener('message', listen);
      return () => this.channel?.removeEventListener('message', listen);
    });
  }

  async load(defaults: Workspace): Promise<Result<StoredWorkspace | null, WorkspaceStorageFailure>> {
    try {
      const database = await this.open();
      const left = await this.storeLeftWorkspace(database, defaults);
      if (left !== null) return ok(left);
      const record = (await database.get(STORE_NAME, RECORD_KEY)) as WorkspaceRecord | undefined;
      if (record !== undefined) return ok({ workspace: parseStoredWorkspace(record.data, defaults), version: record.version });
      return ok(await this.migrate(database, defaults));
    } catch (error) {
      return err(failureOf(error));
    }
  }

  async save(workspace: Workspace, baseVersion: number): Promise<Result<number, WorkspaceStorageFailure>> {
    try {
      const database = await this.open();
      const transaction = database.transaction(STORE_NAME, 'readwrite');
      const current = (await transaction.store.get(RECORD_KEY)) as WorkspaceRecord | undefined;
      if ((current?.version ?? 0) !== baseVersion) {
        transaction.abort();
        await transaction.done.catch(() => undefined);
        return err('conflict');
      }
      const version = baseVersion + 1;
      await transaction.store.put({ version, data: storedFormOf(workspace), writer: this.writer } satisfies WorkspaceRecord, RECORD_KEY);
      await transaction.done;
      this.channel?.postMessage(version);
      // This tab is still here after it kept a workspace on leaving (a page restored from the back/forward cache):
      // what it kept is now written, or older than what is.
      if (parseLeftWorkspace(this.legacy.read(LEFT_WORKSPACE_STORAGE_KEY))?.writer === this.writer) this.legacy.remove(LEFT_WORKSPACE_STORAGE_KEY);
      return ok(version);
    } catch (error) {
      return err(failureOf(error));
    }
  }

  keepOnLeave(workspace: Workspace, baseVersion: number): void {
    this.legacy.write(LEFT_WORKSPACE_STORAGE_KEY, JSON.stringify({ writer: this.writer, baseVersion, data: storedFormOf(workspace) }));
  }

  /**
   * Stores the workspace a closed page left unwritten as the next version, when nothing newer was saved since, in
   * one transaction (so two tabs loading at once store it once); null when none was left or it is outdated.
   */
  private async storeLeftWorkspace(database: IDBPDatabase, defaults: Workspace): Promise<StoredWorkspace | null> {
    const left = parseLeftWorkspace(this.legacy.read(LEFT_WORKSPACE_STORAGE_KEY));
    if (left === null) return null;
    const transaction = database.transaction(STORE_NAME, 'readwrite');
    const current = (await transaction.store.get(RECORD_KEY)) as WorkspaceRecord | undefined;
    const version = (current?.version ?? 0) + 1;
    const newest = isStillNewest(left, current);
    if (newest) await transaction.store.put({ version, data: left.data, writer: this.writer } satisfies WorkspaceRecord, RECORD_KEY);
    await transaction.done;
    this.legacy.remove(LEFT_WORKSPACE_STORAGE_KEY);
    if (!newest) return null;
    this.channel?.postMessage(version);
    return { workspace: parseStoredWorkspace(left.data, defaults), version };
  }

  /** The workspace kept in local storage by the app before, written here once and removed there. */
  private async migrate(database: IDBPDatabase, defaults: Workspace): Promise<StoredWorkspace | null> {
    const raw = this.legacy.read(LEGACY_WORKSPACE_STORAGE_KEY);
    if (raw === null) return null;
    const workspace = parseWorkspaceJson(raw, defaults);
    await database.put(STORE_NAME, { version: 1, data: storedFormOf(workspace) } satisfies WorkspaceRecord, RECORD_KEY);
    this.legacy.remove(LEGACY_WORKSPACE_STORAGE_KEY);
    return { workspace, version: 1 };
  }

  private open(): Promise<IDBPDatabase> {
    if (this.database === null) {
      this.database = openDB(DATABASE_NAME, DATABASE_VERSION, {
        upgrade: (database) => {
          database.createObjectStore(STORE_NAME);
        },
      });
      this.database.catch(() => {
        this.database = null;
      });
    }
    return this.database;
  }
}
