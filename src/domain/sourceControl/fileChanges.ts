import type { WorkspaceFiles } from '../editor/workspaceFiles';

/** How a file differs from the last commit. */
export type FileChangeKind = 'added' | 'modified' | 'deleted';

/** A file changed since the last commit. */
export interface FileChange {
  readonly path: string;
  readonly kind: FileChangeKind;
}

/**
 * The files of `current` that differ from `committed`, by path: in `current` only (added), in both with other text
 * (modified), in `committed` only (deleted); sorted by path. Unchanged files are left out, so equal sides give none.
 */
export function changesBetween(committed: WorkspaceFiles, current: WorkspaceFiles): readonly FileChange[] {
  const before = new Map(committed.map((file) => [file.path, file.content]));
  const after = new Map(current.map((file) => [file.path, file.content]));
  const changes: FileChange[] = [];
  for (const [path, content] of after) {
    const previous = before.get(path);
    if (previous === undefined) changes.push({ path, kind: 'added' });
    else if (previous !== content) changes.push({ path, kind: 'modified' });
  }
  for (const path of before.keys()) if (!after.has(path)) changes.push({ path, kind: 'deleted' });
  return changes.sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0));
}

/** The text of `path` on one side of a change: empty when the file is absent there (added or deleted). */
export const textAt = (files: WorkspaceFiles, path: string): string => files.find((file) => file.path === path)?.content ?? '';
