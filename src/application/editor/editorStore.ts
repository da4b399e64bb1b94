import type { Subscription } from 'rxjs';
import { codeContextOf, type CodeContext } from '../../domain/editor/codeContext';
import type { PhoneArea, SidePanel } from '../../domain/editor/editorConstants';
import { revealPath, toggleFolder } from '../../domain/editor/fileTree';
import { placeExample } from '../../domain/editor/examplePlacement';
import { placeKeptItem, type KeptFile, type PlacedKeptItem } from '../../domain/editor/keptItemPlacement';
import { isReadOnlyPath } from '../../domain/editor/readOnlyFolder';
import { placeTemplate, type PlacedTemplate } from '../../domain/editor/templatePlacement';
import { activeTab, activate, closeTab, editTab, openFile, retargetTab, saveTab } from '../../domain/editor/tabSet';
import { tabIdFor, type TabId } from '../../domain/editor/tab';
import type { Workspace } from '../../domain/editor/workspace';
import {
  createFile,
  deleteFile,
  findFile,
  openableFileOf,
  renameFile,
  restoreFile,
  storeFile,
  type FileNameError,
  type WorkspaceFiles,
} from '../../domain/editor/workspaceFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../../ports/clock.port';
import type { WorkspaceRepository } from '../../ports/workspaceRepository.port';
import type { WorkspaceSource } from '../../ports/workspaceSource.port';
import { Store } from '../shared/store';
import { INITIAL_EDITOR_STATE, START_OF_FILE, type CursorPosition, type EditorState } from './editorState';
import { WorkspacePersistence } from './workspacePersistence';

export type { CursorPosition, EditorState } from './editorState';

/**
 * The editor's state. Starts from the stored workspace (or the source's seed), keeps files, drafts and open
 * folders in the repository once changes pause, and adopts another tab's newer save when it has nothing unwritten.
 */
export class EditorStore extends Store<EditorState> {
  private readonly persistence: WorkspacePersistence;
  private readonly elsewhere: Subscription;
  private revealSerial = 0;
  /** Resolves once the workspace has been read. */
  readonly ready: Promise<void>;

  constructor(
    private readonly source: WorkspaceSource,
    private readonly repository: WorkspaceRepository,
    clock: Clock,
  ) {
    super(INITIAL_EDITOR_STATE);
    this.persistence = new WorkspacePersistence(repository, clock, (failure) => this.patch({ storageNotice: failure }));
    this.ready = this.load();
    this.elsewhere = repository.savedElsewhere$.subscribe(() => void this.adoptElsewhere());
  }

  /** Opens the workspace file at `path` in a tab, or focuses its tab. Unknown path: nothing. */
  openPath(path: string): void {
    const file = findFile(this.state.files, path);
    if (file === undefined) return;
    this.updateWorkspace({ tabs: openFile(this.state.tabs, openableFileOf(file)) });
    this.patch({ phoneArea: 'editor' });
  }

  /** Opens a file at a line and column (a search result). */
  openAt(path: string, line: number, column: number): void {
    this.openPath(path);
    if (activeTab(this.state.tabs)?.path !== path) return;
    this.revealSerial += 1;
    this.patch({ reveal: { path, line, column, serial: this.revealSerial }, phoneArea: 'editor' });
  }

  /** Inserts text at the cursor of the active tab (a snippet from the assistant); false when no tab is open. */
  insertAtCursor(text: string): boolean {
    if (this.state.tabs.activeTabId === null) return false;
    this.revealSerial += 1;
    this.patch({ insert: { text, serial: this.revealSerial }, phoneArea: 'editor' });
    return true;
  }

  /**
   * Adds a template's files without touching the person's (see `placeTemplate`) and opens them, the first one
   * active; returns their folder and paths (none before the workspace is read).
   */
  openTemplate(templateId: string, template: WorkspaceFiles): Pick<PlacedTemplate, 'folder' | 'paths'> {
    if (!this.state.loaded || template.length === 0) return { folder: '', paths: [] };
    const placed = placeTemplate(this.state.files, templateId, template);
    const opened = placed.paths.reduce((tabs, path) => {
      const file = findFile(placed.files, path);
      return file === undefined ? tabs : openFile(tabs, openableFileOf(file));
    }, this.state.tabs);
    const [first = ''] = placed.paths;
    this.updateWorkspace({ files: placed.files, tabs: activate(opened, tabIdFor(first)), expandedFolders: revealPath(this.state.expandedFolders, first) });
    this.patch({ phoneArea: 'editor' });
    return { folder: placed.folder, paths: placed.paths };
  }

  /**
   * Adds a guide's example as a file without touching the person's (see `placeExample`) and opens it; returns its
   * path (null before the workspace is read).
   */
  openExample(path: string, content: string): string | null {
    if (!this.state.loaded) return null;
    const placed = placeExample(this.state.files, path, content);
    const file = findFile(placed.files, placed.path);
    if (file === undefined) return null;
    this.updateWorkspace({ files: placed.files, tabs: openFile(this.state.tabs, openableFileOf(file)), expandedFolders: revealPath(this.state.expandedFolders, placed.path) });
    this.patch({ phoneArea: 'editor' });
    return placed.path;
  }

  /**
   * Puts a market item's kept files in its read-only folder (see `placeKeptItem`), replacing an earlier opening, and
   * opens them, the first one active; returns their folder and paths (none before the workspace is read).
   */
  openKeptItem(itemId: string, kept: readonly KeptFile[]): Pick<PlacedKeptItem, 'folder' | 'paths'> {
    if (!this.state.loaded || kept.length === 0) return { folder: '', paths: [] };
    const placed = placeKeptItem(this.state.files, itemId, kept);
    // Tabs of an earlier opening show the new text: reopened from the files just placed.
    const stale = this.state.tabs.tabs.filter((tab) => tab.path.startsWith(placed.folder)).reduce((tabs, tab) => closeTab(tabs, tab.id), this.state.tabs);
    const opened = placed.paths.reduce((tabs, path) => {
      const file = findFile(placed.files, path);
      return file === undefined ? tabs : openFile(tabs, openableFileOf(file));
    }, stale);
    const [first = ''] = placed.paths;
    this.updateWorkspace({ files: placed.files, tabs: activate(opened, tabIdFor(first)), expandedFolders: revealPath(this.state.expandedFolders, first) });
    this.patch({ phoneArea: 'editor' });
    return { folder: placed.folder, paths: placed.paths };
  }

  /** Reopens the Welcome tab. */
  openWelcome(): void {
    const welcome = this.state.welcome;
    if (welcome !== null) this.updateWorkspace({ tabs: openFile(this.state.tabs, welcome) });
  }

  activateTab(id: TabId): void {
    this.updateWorkspace({ tabs: activate(this.state.tabs, id) });
  }

  /** Closes a tab, dropping its draft; closing the active one activates the last remaining tab. */
  closeTab(id: TabId): void {
    this.updateWorkspace({ tabs: closeTab(this.state.tabs, id) });
  }

  /** Takes the tab's new draft; it is dirty when it differs from the saved text. A read-only file's tab takes none. */
  editTab(id: TabId, content: string): void {
    if (this.state.tabs.tabs.some((tab) => tab.id === id && isReadOnlyPath(tab.path))) return;
    this.updateWorkspace({ tabs: editTab(this.state.tabs, id, content) });
  }

  /** Saves the active tab's draft as its file's text and writes the workspace at once; a read-only file: nothing. */
  async saveActive(): Promise<void> {
    const tab = activeTab(this.state.tabs);
    if (tab === null || isReadOnlyPath(tab.path)) return;
    const isFile = findFile(this.state.files, tab.path) !== undefined || tab.path !== this.state.welcome?.path;
    this.updateWorkspace({
      tabs: saveTab(this.state.tabs, tab.id),
      files: isFile ? storeFile(this.state.files, tab.path, tab.content) : this.state.files,
    });
    await this.persistence.flush();
  }

  /** Creates an empty file at the typed path, shows its folder and opens it. */
  createFile(typed: string): Result<string, FileNameError> {
    const created = createFile(this.state.files, typed);
    if (!created.ok) return created;
    const { files, path } = created.value;
    const file = openableFileOf({ path, content: '' });
    this.updateWorkspace({ files, tabs: openFile(this.state.tabs, file), expandedFolders: revealPath(this.state.expandedFolders, path) });
    return ok(path);
  }

  /** Renames a file (its tab follows, draft kept). */
  renameFile(path: string, typed: string): Result<string, FileNameError> {
    const renamed = renameFile(this.state.files, path, typed);
    if (!renamed.ok) return renamed;
    const moved = findFile(renamed.value.files, renamed.value.path);
    if (moved === undefined) return err('missing');
    this.updateWorkspace({ files: renamed.value.files, tabs: retargetTab(this.state.tabs, path, openableFileOf(moved)) });
    return ok(renamed.value.path);
  }

  /** Deletes a file and closes its tab; it can be restored until the next delete. */
  deleteFile(path: string): Result<string, FileNameError> {
    const removed = deleteFile(this.state.files, path);
    if (!removed.ok) return removed;
    const tabs = closeTab(this.state.tabs, tabIdFor(path));
    this.updateWorkspace({ files: removed.value.files, deleted: removed.value.deleted, tabs });
    return ok(path);
  }

  /** Brings back the last deleted file and opens it. */
  restoreDeleted(): Result<string, FileNameError> {
    const deleted = this.state.deleted;
    if (deleted === null) return err('missing');
    const restored = restoreFile(this.state.files, deleted);
    if (!restored.ok) return restored;
    this.updateWorkspace({ files: restored.value, deleted: null, tabs: openFile(this.state.tabs, openableFileOf(deleted)) });
    return ok(deleted.path);
  }

  toggleFolder(path: string): void {
    this.updateWorkspace({ expandedFolders: toggleFolder(this.state.expandedFolders, path) });
  }

  showPanel(sidePanel: SidePanel): void {
    this.patch({ sidePanel, phoneArea: 'explorer' });
  }

  /** Shows one area on a narrow screen; the terminal's area shows the terminal (see `setTerminalShown`). */
  showPhoneArea(phoneArea: PhoneArea): void {
    if (phoneArea === 'terminal') return this.setTerminalShown(true);
    this.patch({ phoneArea });
  }

  /**
   * Shows or hides the terminal, for the toolbar's toggle and the activity bar's button alike. Showing it also makes
   * it the area a narrow screen shows; hiding it leaves the code there, so the terminal's area is never shown empty.
   */
  setTerminalShown(shown: boolean): void {
    const { phoneArea } = this.state;
    this.patch(shown ? { terminalShown: true, phoneArea: 'terminal' } : { terminalShown: false, phoneArea: phoneArea === 'terminal' ? 'editor' : phoneArea });
  }

  toggleAssistant(): void {
    this.patch({ assistantShown: !this.state.assistantShown });
  }

  dismissStorageNotice(): void {
    this.patch({ storageNotice: null });
  }

  /** Where the cursor is in the active tab. */
  moveCursor(cursor: CursorPosition): void {
    const { line, column } = this.state.cursor;
    if (cursor.line !== line || cursor.column !== column) this.patch({ cursor });
  }

  /** The text selected in the active tab ('' for none). */
  selectText(selection: string): void {
    this.patch({ selection });
  }

  /** What goes to the assistant with a question: the selection, else the active tab's text, cut to size; null without a tab. */
  codeContext(): CodeContext | null {
    const tab = activeTab(this.state.tabs);
    return codeContextOf(tab === null ? null : { path: tab.path, language: tab.language, content: tab.content }, this.state.selection);
  }

  /** Writes a pending change now (the screen is left for another page of the app). */
  flush(): Promise<void> {
    return this.persistence.flush();
  }

  /** The page is going away (reload, close): keeps what is not written yet for the next visit, synchronously. */
  leave(): void {
    this.persistence.leave();
  }

  override dispose(): void {
    this.elsewhere.unsubscribe();
    this.persistence.dispose();
    super.dispose();
  }

  private async load(): Promise<void> {
    const seed = await this.source.seed();
    const stored = await this.repository.load(seed.workspace);
    const workspace = stored.ok ? (stored.value?.workspace ?? seed.workspace) : seed.workspace;
    if (stored.ok) this.persistence.adopt(stored.value?.version ?? 0);
    this.setState({ ...this.state, ...workspace, welcome: seed.welcome, loaded: true, storageNotice: stored.ok ? null : stored.error });
  }

  /** Another tab saved: take its workspace unless this tab has changes of its own still to write. */
  private async adoptElsewhere(): Promise<void> {
    await this.ready;
    if (this.persistence.busy) return;
    const stored = await this.repository.load(this.workspace());
    if (!stored.ok || stored.value === null || this.persistence.busy) return;
    this.persistence.adopt(stored.value.version);
    this.setState({ ...this.state, ...stored.value.workspace, storageNotice: 'adopted' });
  }

  private workspace(): Workspace {
    const { files, tabs, expandedFolders, deleted } = this.state;
    return { files, tabs, expandedFolders, deleted };
  }

  /** Changes the workspace and schedules its write; nothing before the stored workspace is read (it would be lost). */
  private updateWorkspace(change: Partial<Workspace>): void {
    if (!this.state.loaded) return;
    const next = { ...this.workspace(), ...change };
    const current = this.workspace();
    if ((Object.keys(change) as (keyof Workspace)[]).every((key) => next[key] === current[key])) return;
    const activeChanged = next.tabs.activeTabId !== this.state.tabs.activeTabId;
    const moved = activeChanged ? { cursor: START_OF_FILE, selection: '' } : {};
    this.setState({ ...this.state, ...next, ...moved });
    this.persistence.schedule(next);
  }

  private patch(change: Partial<EditorState>): void {
    const next = { ...this.state, ...change };
    if ((Object.keys(change) as (keyof EditorState)[]).some((key) => next[key] !== this.state[key])) this.setState(next);
  }
}
