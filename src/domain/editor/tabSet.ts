import { tabForFile, tabIdFor, type OpenableFile, type Tab, type TabId } from './tab';

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

function updateTab(set: TabSet, id: TabId, change: (tab: Tab) => Tab): TabSet {
  const target = set.tabs.find((tab) => tab.id === id);
  if (target === undefined) return set;
  const next = change(target);
  if (next.content === target.content && next.savedContent === target.savedContent) return set;
  return { ...set, tabs: set.tabs.map((tab) => (tab.id === id ? next : tab)) };
}

/** Replaces a tab's draft; it is dirty exactly when the draft differs from the saved text. Unknown id: no change. */
export const editTab = (set: TabSet, id: TabId, content: string): TabSet =>
  updateTab(set, id, (tab) => ({ ...tab, content, isDirty: content !== tab.savedContent }));

/** Takes a tab's draft as its saved text, so it is no longer dirty. Unknown id: no change. */
export const saveTab = (set: TabSet, id: TabId): TabSet =>
  updateTab(set, id, (tab) => ({ ...tab, savedContent: tab.content, isDirty: false }));

/** Moves the tab of `from` (if open) to the file `to`, keeping its place, draft and active state. */
export function retargetTab(set: TabSet, from: string, to: OpenableFile): TabSet {
  const target = set.tabs.find((tab) => tab.path === from);
  if (target === undefined) return set;
  const moved: Tab = { ...target, id: tabIdFor(to.path), name: to.name, path: to.path, language: to.language };
  return {
    tabs: set.tabs.map((tab) => (tab === target ? moved : tab)),
    activeTabId: set.activeTabId === target.id ? moved.id : set.activeTabId,
  };
}
