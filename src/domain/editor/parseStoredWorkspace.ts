import type { ExpandedFolders } from './fileTree';
import { tabIdFor, type Tab } from './tab';
import type { TabSet } from './tabSet';
import { WORKSPACE_FORMAT_VERSION, type Workspace } from './workspace';
import type { WorkspaceFile, WorkspaceFiles } from './workspaceFiles';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseFile(value: unknown): WorkspaceFile | null {
  if (!isFields(value) || typeof value['path'] !== 'string' || typeof value['content'] !== 'string' || value['path'] === '') return null;
  return { path: value['path'], content: value['content'] };
}

function parseFiles(value: unknown): WorkspaceFiles | null {
  if (!Array.isArray(value)) return null;
  const kept: WorkspaceFile[] = [];
  for (const file of value.map(parseFile)) {
    if (file !== null && !kept.some((other) => other.path === file.path)) kept.push(file);
  }
  return kept;
}

/**
 * A stored tab, or null when a field is missing or of the wrong type. The id is recomputed from the path. A
 * version 1 tab has no saved text: it is the file's text in `files`, else its own text when it was not dirty.
 */
function parseTab(value: unknown, files: WorkspaceFiles): Tab | null {
  if (!isFields(value)) return null;
  const { name, path, content, language, isDirty, savedContent } = value;
  if (typeof name !== 'string' || typeof path !== 'string' || typeof content !== 'string') return null;
  if (typeof language !== 'string' || path === '') return null;
  const saved =
    typeof savedContent === 'string'
      ? savedContent
      : (files.find((file) => file.path === path)?.content ?? (isDirty === true ? '' : content));
  return { id: tabIdFor(path), name, path, content, savedContent: saved, language, isDirty: content !== saved };
}

/** The valid tabs, at most one per path (the first wins), and a valid active tab: the stored one, else the last. */
function parseTabSet(tabs: unknown, activeTabId: unknown, files: WorkspaceFiles): TabSet | null {
  if (!Array.isArray(tabs)) return null;
  const kept: Tab[] = [];
  for (const tab of tabs.map((value) => parseTab(value, files))) {
    if (tab !== null && !kept.some((other) => other.path === tab.path)) kept.push(tab);
  }
  const active = kept.find((tab) => tab.id === activeTabId) ?? kept.at(-1) ?? null;
  return { tabs: kept, activeTabId: active?.id ?? null };
}

function parseExpandedFolders(value: unknown, fallback: ExpandedFolders): ExpandedFolders {
  if (!Array.isArray(value)) return fallback;
  return [...new Set(value.filter((path): path is string => typeof path === 'string'))];
}

/**
 * Reads a stored workspace (version 2, or version 1 whose files are `defaults.files`). Never throws: another
 * shape gives `defaults`; a wrongly typed file or tab is dropped and the active tab repaired, so a corrupted entry
 * never breaks the editor.
 */
export function parseStoredWorkspace(stored: unknown, defaults: Workspace): Workspace {
  if (!isFields(stored)) return defaults;
  const version = stored['version'];
  if (version !== 1 && version !== WORKSPACE_FORMAT_VERSION) return defaults;
  const files = version === 1 ? defaults.files : parseFiles(stored['files']);
  if (files === null) return defaults;
  const tabs = parseTabSet(stored['tabs'], stored['activeTabId'], files);
  if (tabs === null) return defaults;
  const deleted = version === 1 ? null : parseFile(stored['deleted']);
  return { files, tabs, expandedFolders: parseExpandedFolders(stored['expandedFolders'], defaults.expandedFolders), deleted };
}

/** Reads a workspace kept as JSON text (local storage); unreadable text gives `defaults`. */
export function parseWorkspaceJson(raw: string | null, defaults: Workspace): Workspace {
  if (raw === null) return defaults;
  try {
    return parseStoredWorkspace(JSON.parse(raw) as unknown, defaults);
  } catch {
    return defaults;
  }
}
