import { fits } from './templatePlacement';
import { fileNameOf, findFile, type WorkspaceFiles } from './workspaceFiles';

/** Where an example went: the workspace with it and its path. */
export interface PlacedExample {
  readonly files: WorkspaceFiles;
  readonly path: string;
}

/** The `attempt`-th path tried for `path`: itself, then `name-2.ext`, `name-3.ext`, … */
function candidate(path: string, attempt: number): string {
  if (attempt === 0) return path;
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const cut = dot > slash + 1 ? dot : path.length;
  return `${path.slice(0, cut)}-${attempt + 1}${path.slice(cut)}`;
}

/**
 * Adds an example's file to the workspace without touching a file of the person's: at `path` when it is free or
 * holds the same text already (opening an example twice opens the same file), else at the first free
 * `name-2.ext`, `name-3.ext`, … A file where a folder of `path` would be (a file named `examples`) moves it to the root.
 */
export function placeExample(files: WorkspaceFiles, path: string, content: string): PlacedExample {
  const base = files.some((file) => path.startsWith(`${file.path}/`)) ? fileNameOf(path) : path;
  // No file is above `base`, and each file blocks at most one candidate: this ends within files.length + 1 tries.
  for (let attempt = 0; ; attempt += 1) {
    const at = candidate(base, attempt);
    if (fits(files, at, content)) return { files: findFile(files, at) === undefined ? [...files, { path: at, content }] : files, path: at };
  }
}
