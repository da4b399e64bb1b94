import type { PhoneArea, SidePanel } from '../../domain/editor/editorConstants';
import type { ExpandedFolders } from '../../domain/editor/fileTree';
import type { OpenableFile } from '../../domain/editor/tab';
import type { TabSet } from '../../domain/editor/tabSet';
import type { WorkspaceFile, WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import type { WorkspaceStorageFailure } from '../../ports/workspaceRepository.port';

/** A cursor position in the active tab, 1-based as the status bar shows it. */
export interface CursorPosition {
  readonly line: number;
  readonly column: number;
}

/** A place the editor is asked to show (a search result); `serial` tells two requests for one place apart. */
export interface RevealRequest {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly serial: number;
}

/** Text to insert at the cursor of the active tab; `serial` tells two requests for the same text apart. */
export interface InsertRequest {
  readonly text: string;
  readonly serial: number;
}

/** What the person is told about where their work is kept: a storage failure, or another tab's newer save. */
export type StorageNotice = WorkspaceStorageFailure | 'adopted';

/** The editor screen: files, open tabs, open folders, which panels show, and the cursor (spec section 4). */
export interface EditorState {
  /** False until the stored workspace (or the seed) has been read. */
  readonly loaded: boolean;
  readonly files: WorkspaceFiles;
  readonly tabs: TabSet;
  readonly expandedFolders: ExpandedFolders;
  /** The last deleted file, recoverable until the next delete. */
  readonly deleted: WorkspaceFile | null;
  readonly welcome: OpenableFile | null;
  readonly sidePanel: SidePanel;
  readonly terminalShown: boolean;
  readonly assistantShown: boolean;
  /** The one area a phone shows. */
  readonly phoneArea: PhoneArea;
  readonly cursor: CursorPosition;
  /** The text selected in the active tab; '' when nothing is. */
  readonly selection: string;
  readonly reveal: RevealRequest | null;
  readonly insert: InsertRequest | null;
  readonly storageNotice: StorageNotice | null;
}

export const START_OF_FILE: CursorPosition = { line: 1, column: 1 };

export const INITIAL_EDITOR_STATE: EditorState = {
  loaded: false,
  files: [],
  tabs: { tabs: [], activeTabId: null },
  expandedFolders: [],
  deleted: null,
  welcome: null,
  sidePanel: 'explorer',
  terminalShown: true,
  assistantShown: true,
  phoneArea: 'editor',
  cursor: START_OF_FILE,
  selection: '',
  reveal: null,
  insert: null,
  storageNotice: null,
};
