import { tabForFile, type OpenableFile, type Tab, type TabId } from './tab';

/**
 * The open tabs in visual order and the active one. Invariant: `activeTabId` is the id of one of `tabs`, or null
 * exactly when there are no tabs; no two tabs share a path.
 */
export interface TabSet {
  readonly tabs: readonly Tab[];
  readonly activeTabId: TabId | null;
}

export const EMPTY_TAB_SET: TabSet = { tabs: [], activeTabId: null };

export const activeTab = (set: TabSet): Tab | null => set.tabs.find((tab) => tab.id === set.activeTabId) ?? null;

/** Focuses the tab already showing the file's path, or appends a new tab for it and activates that. */
export function openFile(set: TabSet, file: OpenableFile): TabSet {
  const existing = set.tabs.find((tab) => tab.path === file.path);
  if (existing !== undefined) return activate(set, existing.id);
  const tab = tabForFile(file);
  return { tabs: [...set.tabs, tab], activeTabId: tab.id };
}

/** Makes a tab active; an unknown id changes nothing. */
export function activate(set: TabSet, id: TabId): TabSet {
  if (set.activeTabId === id || !set.tabs.some((tab) => tab.id === id)) return set;
  return { ...set, activeTabId: id };
}

/** Closes a tab. Closing the active tab activates the last remaining tab (spec section 2). */
export function closeTab(set: TabSet, id: TabId): TabSet {
  const tabs = set.tabs.filter((tab) => tab.id !== id);
  if (tabs.length === set.tabs.length) return set;
  const activeTabId = set.activeTabId === id ? (tabs.at(-1)?.id ?? null) : set.activeTabId;
  return { tabs, activeTabId };
}

/** Replaces a tab's text and marks it dirty; an unknown id, or the same text on a dirty tab, changes nothing. */
export function editTab(set: TabSet, id: TabId, content: string): TabSet {
  const target = set.tabs.find((tab) => tab.id === id);
  if (target === undefined || (target.isDirty && target.content === content)) return set;
  return { ...set, tabs: set.tabs.map((tab) => (tab.id === id ? { ...tab, content, isDirty: true } : tab)) };
}
