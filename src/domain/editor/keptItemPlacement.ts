import { KEPT_ITEMS_FOLDER } from './readOnlyFolder';
import { MAX_FILE_PATH_LENGTH, normalizeFilePath, type WorkspaceFiles } from './workspaceFiles';

/** A file of an item as the market keeps it: its name (as minted) and its text. */
export interface KeptFile {
  readonly name: string;
  readonly content: string;
}

/** Where an item's files went: the workspace with them, their folder (ending in '/'), their paths in the mint's order. */
export interface PlacedKeptItem {
  readonly files: WorkspaceFiles;
  readonly folder: string;
  readonly paths: readonly string[];
}

/** The longest item part of a folder name, so every file's path stays well within `MAX_FILE_PATH_LENGTH`. */
const MAX_ITEM_SEGMENT = 64;

/** The item's folder: `market-items/<id>/`, the id's characters other than letters, digits, `.`, `_`, `-` made `-`. */
export function keptItemFolderOf(itemId: string): string {
  const segment = itemId.replace(/[^\w.-]/g, '-').slice(0, MAX_ITEM_SEGMENT);
  return `${KEPT_ITEMS_FOLDER}${segment === '' || /^\.+$/.test(segment) ? 'item' : segment}/`;
}

/** True when `path` and a placed one would clash: the same path, or one a folder of the other. */
const clashes = (placed: readonly string[], path: string): boolean =>
  placed.some((other) => other === path || other.startsWith(`${path}/`) || path.startsWith(`${other}/`));

/**
 * The workspace with an item's kept files in the item's own folder (`keptItemFolderOf`), in place of what that folder
 * held (an earlier opening): the person's files elsewhere are untouched. A file whose name cannot be a path there (or
 * clashes with an earlier one) is placed as `file-<n>` (its place in the mint); one that still cannot is left out.
 */
export function placeKeptItem(files: WorkspaceFiles, itemId: string, kept: readonly KeptFile[]): PlacedKeptItem {
  const folder = keptItemFolderOf(itemId);
  const paths: string[] = [];
  const added: { path: string; content: string }[] = [];
  kept.forEach((file, index) => {
    const named = normalizeFilePath(`${folder}${file.name.replace(/^\/+/, '')}`);
    const candidates = [named.ok && named.value.startsWith(folder) ? named.value : null, `${folder}file-${index + 1}`];
    const path = candidates.find((each): each is string => each !== null && each.length <= MAX_FILE_PATH_LENGTH && !clashes(paths, each));
    if (path === undefined) return;
    paths.push(path);
    added.push({ path, content: file.content });
  });
  return { files: [...files.filter((file) => !file.path.startsWith(folder)), ...added], folder, paths };
}
