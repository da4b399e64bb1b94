import type { ExpandedFolders } from './fileTree';
import type { TabSet } from './tabSet';
import type { WorkspaceFile, WorkspaceFiles } from './workspaceFiles';

/** What the editor keeps between visits: the files, the open tabs with their drafts, the open folders. */
export interface Workspace {
  readonly files: WorkspaceFiles;
  readonly tabs: TabSet;
  readonly expandedFolders: ExpandedFolders;
  /** The last deleted file, recoverable until the next delete. */
  readonly deleted: WorkspaceFile | null;
}

/** The format version of a stored workspace; version 1 (tabs only, in local storage) is still read. */
export const WORKSPACE_FORMAT_VERSION = 2;

/** The stored form of a workspace: plain data, versioned so a later format can tell old data apart. */
export const storedFormOf = (workspace: Workspace): Readonly<Record<string, unknown>> => ({
  version: WORKSPACE_FORMAT_VERSION,
  files: workspace.files,
  tabs: workspace.tabs.tabs,
  activeTabId: workspace.tabs.activeTabId,
  expandedFolders: workspace.expandedFolders,
  deleted: workspace.deleted,
});
