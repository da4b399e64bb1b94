import type { ExpandedFolders } from './fileTree';
import { DEFAULT_EXPANDED_FOLDERS, WELCOME_FILE } from './welcomeFile';
import { EMPTY_TAB_SET, openFile, type TabSet } from './tabSet';

/** What the editor keeps between visits: the open tabs with their texts, the active tab and the open folders. */
export interface Workspace {
  readonly tabs: TabSet;
  readonly expandedFolders: ExpandedFolders;
}

/** The workspace of a first visit: the Welcome tab, folders src and components open. */
export const DEFAULT_WORKSPACE: Workspace = {
  tabs: openFile(EMPTY_TAB_SET, WELCOME_FILE),
  expandedFolders: DEFAULT_EXPANDED_FOLDERS,
};

/** The stored form of a workspace, versioned so a later format can tell old data apart. */
export const serializeWorkspace = (workspace: Workspace): string =>
  JSON.stringify({ version: 1, tabs: workspace.tabs.tabs, activeTabId: workspace.tabs.activeTabId, expandedFolders: workspace.expandedFolders });
