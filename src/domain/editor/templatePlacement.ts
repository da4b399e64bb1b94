import { findFile, type WorkspaceFiles } from './workspaceFiles';

/** Where a template's files went: the workspace with them, their folder ('' or ending in '/'), their paths in order. */
export interface PlacedTemplate {
  readonly files: WorkspaceFiles;
  readonly folder: string;
  readonly paths: readonly string[];
}

/**
 * The folder of the `attempt`-th try: the workspace root, then `templates/<id>/`, `templates/<id>-2/`, … (or
 * `<id>-template/`, … when a file is named `templates`). Each file of the workspace blocks at most one of them.
 */
function folderOf(files: WorkspaceFiles, templateId: string, attempt: number): string {
  if (attempt === 0) return '';
  const base = files.some((file) => file.path === 'templates') ? `${templateId}-template` : `templates/${templateId}`;
  return `${base}${attempt === 1 ? '' : `-${attempt}`}/`;
}

/** True when `path` can hold `content`: nothing is there (no file, no folder, no file above it), or the same text is. */
export function fits(files: WorkspaceFiles, path: string, content: string): boolean {
  const existing = findFile(files, path);
  if (existing !== undefined) return existing.content === content;
  return !files.some((file) => file.path.startsWith(`${path}/`) || path.startsWith(`${file.path}/`));
}

/**
 * Adds a template's files to the workspace without touching a file of the person's: at the root when every path
 * is free, else in the first of `templates/<id>/`, `templates/<id>-2/`, … where they fit (see `folderOf`). A path already holding
 * the same text counts as free, so opening a template twice opens the same files again instead of copying them.
 */
export function placeTemplate(files: WorkspaceFiles, templateId: string, template: WorkspaceFiles): PlacedTemplate {
  // A folder no file blocks fits, and each file blocks at most one folder: this ends within files.length + 2 tries.
  for (let attempt = 0; ; attempt += 1) {
    const folder = folderOf(files, templateId, attempt);
    const placed = template.map((file) => ({ path: folder + file.path, content: file.content }));
    if (placed.every((file) => fits(files, file.path, file.content))) {
      const added = placed.filter((file) => findFile(files, file.path) === undefined);
      return { files: [...files, ...added], folder, paths: placed.map((file) => file.path) };
    }
  }
}
