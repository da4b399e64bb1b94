import type { ExpandedFolders } from './fileTree';
import { tabIdFor, type Tab } from './tab';
import type { TabSet } from './tabSet';
import { DEFAULT_WORKSPACE, type Workspace } from './workspace';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A stored tab, or null when a field is missing or of the wrong type. The id is recomputed from the path. */
function parseTab(value: unknown): Tab | null {
  if (!isFields(value)) return null;
  const { name, path, content, language, isDirty } = value;
  if (typeof name !== 'string' || typeof path !== 'string' || typeof content !== 'string') return null;
  if (typeof language !== 'string' || typeof isDirty !== 'boolean' || path === '') return null;
  return { id: tabIdFor(path), name, path, content, language, isDirty };
}

/** The valid tabs, at most one per path (the first wins), and a valid active tab: the stored one, else the last. */
function parseTabSet(tabs: unknown, activeTabId: unknown): TabSet | null {
  if (!Array.isArray(tabs)) return null;
  const kept: Tab[] = [];
  for (const tab of tabs.map(parseTab)) {
    if (tab !== null && !kept.some((other) => other.path === tab.path)) kept.push(tab);
  }
  const active = kept.find((tab) => tab.id === activeTabId) ?? kept.at(-1) ?? null;
  return { tabs: kept, activeTabId: active?.id ?? null };
}

function parseExpandedFolders(value: unknown): ExpandedFolders {
  if (!Array.isArray(value)) return DEFAULT_WORKSPACE.expandedFolders;
  return [...new Set(value.filter((path): path is string => typeof path === 'string'))];
}

/**
 * Reads the workspace kept in storage. Never throws: nothing stored, invalid JSON or another shape gives the
 * default workspace; a wrongly typed tab is dropped and the active tab repaired, so a corrupted entry never
 * breaks the editor.
 */
export function parseStoredWorkspace(raw: string | null): Workspace {
  if (raw === null) return DEFAULT_WORKSPACE;
  const stored = parseJson(raw);
  if (!isFields(stored) || stored['version'] !== 1) return DEFAULT_WORKSPACE;
  const tabs = parseTabSet(stored['tabs'], stored['activeTabId']);
  if (tabs === null) return DEFAULT_WORKSPACE;
  return { tabs, expandedFolders: parseExpandedFolders(stored['expandedFolders']) };
}
