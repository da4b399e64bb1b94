import { WORKSPACE_STORAGE_KEY, type SidePanel } from '../../domain/editor/editorConstants';
import { toggleFolder, type ExpandedFolders } from '../../domain/editor/fileTree';
import { parseStoredWorkspace } from '../../domain/editor/parseStoredWorkspace';
import type { OpenableFile, TabId } from '../../domain/editor/tab';
import { activate, closeTab, editTab, openFile, type TabSet } from '../../domain/editor/tabSet';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { Store } from '../shared/store';
import { WorkspaceSaver } from './workspaceSaver';

/** A cursor position in the active tab, 1-based as the status bar shows it. */
export interface CursorPosition {
  readonly line: number;
  readonly column: number;
}

/** The editor screen: open tabs, open folders, which panels show, and the cursor (spec section 4). */
export interface EditorState {
  readonly tabs: TabSet;
  readonly expandedFolders: ExpandedFolders;
  readonly sidePanel: SidePanel;
  readonly terminalShown: boolean;
  readonly assistantShown: boolean;
  readonly cursor: CursorPosition;
}

const START_OF_FILE: CursorPosition = { line: 1, column: 1 };

/**
 * The editor's state. Starts from the workspace kept in persistent storage (or the default one) and keeps the
 * tabs, their texts and the open folders there, written once changes pause; panels and cursor are not kept.
 */
export class EditorStore extends Store<EditorState> {
  private readonly saver: WorkspaceSaver;

  constructor(storage: KeyValueStore, clock: Clock) {
    const workspace = parseStoredWorkspace(storage.read(WORKSPACE_STORAGE_KEY));
    super({ ...workspace, sidePanel: 'explorer', terminalShown: true, assistantShown: true, cursor: START_OF_FILE });
    this.saver = new WorkspaceSaver(storage, clock);
  }

  /** Opens a file in a new tab, or focuses the tab that already shows it. */
  openFile(file: OpenableFile): void {
    this.updateTabs(openFile(this.state.tabs, file));
  }

  activateTab(id: TabId): void {
    this.updateTabs(activate(this.state.tabs, id));
  }

  /** Closes a tab; closing the active one activates the last remaining tab. */
  closeTab(id: TabId): void {
    this.updateTabs(closeTab(this.state.tabs, id));
  }

  /** Takes the tab's new text and marks it dirty. */
  editTab(id: TabId, content: string): void {
    this.updateTabs(editTab(this.state.tabs, id, content));
  }

  toggleFolder(path: string): void {
    const expandedFolders = toggleFolder(this.state.expandedFolders, path);
    this.setState({ ...this.state, expandedFolders });
    this.saver.schedule({ tabs: this.state.tabs, expandedFolders });
  }

  showPanel(sidePanel: SidePanel): void {
    if (sidePanel !== this.state.sidePanel) this.setState({ ...this.state, sidePanel });
  }

  toggleTerminal(): void {
    this.setState({ ...this.state, terminalShown: !this.state.terminalShown });
  }

  toggleAssistant(): void {
    this.setState({ ...this.state, assistantShown: !this.state.assistantShown });
  }

  /** Where the cursor is in the active tab. */
  moveCursor(cursor: CursorPosition): void {
    const { line, column } = this.state.cursor;
    if (cursor.line !== line || cursor.column !== column) this.setState({ ...this.state, cursor });
  }

  /** Writes a pending change to storage now (the page is about to unload). */
  flush(): void {
    this.saver.flush();
  }

  override dispose(): void {
    this.saver.dispose();
    super.dispose();
  }

  private updateTabs(tabs: TabSet): void {
    if (tabs === this.state.tabs) return;
    const activeChanged = tabs.activeTabId !== this.state.tabs.activeTabId;
    this.setState({ ...this.state, tabs, cursor: activeChanged ? START_OF_FILE : this.state.cursor });
    this.saver.schedule({ tabs, expandedFolders: this.state.expandedFolders });
  }
}
