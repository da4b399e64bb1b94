/**
 * Where a tab whose page is going away keeps the workspace it could not write yet: local storage, the one storage
 * a page can write synchronously while it unloads (an IndexedDB write needs a reply the page no longer gets).
 */
export const LEFT_WORKSPACE_STORAGE_KEY = 'bsvWorkbench.workspaceLeftUnwritten';

/** A workspace a tab left unwritten: who wrote it, the stored version it was based on, its stored form. */
export interface LeftWorkspace {
  readonly writer: string;
  readonly baseVersion: number;
  readonly data: unknown;
}

/** The record's version and the tab that wrote it (records of older versions of the app name no writer). */
export interface RecordStamp {
  readonly version: number;
  readonly writer?: string;
}

/** The left workspace kept as text, or null when none is kept or the text is not one. */
export function parseLeftWorkspace(raw: string | null): LeftWorkspace | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof LeftWorkspace, unknown>> | null;
    if (typeof value?.writer !== 'string' || typeof value.baseVersion !== 'number') return null;
    return { writer: value.writer, baseVersion: value.baseVersion, data: value.data };
  } catch {
    return null;
  }
}

/**
 * True when nothing newer than the left workspace is stored: the record is still at its base version, or one
 * higher by the same tab (its last write reached the database though the page never heard back, and the left
 * workspace holds that write's changes and any made after).
 */
export function isStillNewest(left: LeftWorkspace, record: RecordStamp | undefined): boolean {
  const version = record?.version ?? 0;
  return version === left.baseVersion || (version === left.baseVersion + 1 && record?.writer === left.writer);
}
