import { err, ok, type Result } from '../shared/result';
import { languageForPath } from './languageForPath';
import { isReadOnlyPath } from './readOnlyFolder';
import type { OpenableFile } from './tab';

/** A file of the workspace at its last saved text. Paths are unique; folders exist through the paths of files. */
export interface WorkspaceFile {
  readonly path: string;
  readonly content: string;
}

/** The workspace's files, in the order the explorer shows them first (new files come last). */
export type WorkspaceFiles = readonly WorkspaceFile[];

/** Why a file name was refused; the UI maps each code to a message. 'read-only': in the market's folder (`isReadOnlyPath`). */
export type FileNameError = 'empty' | 'invalid' | 'exists' | 'missing' | 'read-only';

/** A path is at most this long. */
export const MAX_FILE_PATH_LENGTH = 255;
const FORBIDDEN_CHARACTERS = /[\\:*?"<>|\u0000-\u001f]/;

/** The path a person typed, trimmed and without leading slashes, or the reason it cannot name a file. */
export function normalizeFilePath(typed: string): Result<string, FileNameError> {
  const path = typed.trim().replace(/^\/+/, '');
  if (path === '') return err('empty');
  const segments = path.split('/');
  const badSegment = segments.some((segment) => segment.trim() === '' || segment === '.' || segment === '..');
  if (badSegment || FORBIDDEN_CHARACTERS.test(path) || path.length > MAX_FILE_PATH_LENGTH) return err('invalid');
  return ok(segments.map((segment) => segment.trim()).join('/'));
}

export const fileNameOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

export const findFile = (files: WorkspaceFiles, path: string): WorkspaceFile | undefined => files.find((file) => file.path === path);

/** True when `path` is taken by a file, or by a folder (a prefix of a file's path), or is inside a file. */
const pathTaken = (files: WorkspaceFiles, path: string): boolean =>
  files.some((file) => file.path === path || file.path.startsWith(`${path}/`) || path.startsWith(`${file.path}/`));

/** The workspace with a new empty file at the typed path, or why the name is refused. */
export function createFile(files: WorkspaceFiles, typed: string): Result<{ files: WorkspaceFiles; path: string }, FileNameError> {
  const path = normalizeFilePath(typed);
  if (!path.ok) return path;
  if (isReadOnlyPath(path.value)) return err('read-only');
  if (pathTaken(files, path.value)) return err('exists');
  return ok({ files: [...files, { path: path.value, content: '' }], path: path.value });
}

/** The file at `from` renamed to the typed name (in the same folder unless the name has slashes). */
export function renameFile(files: WorkspaceFiles, from: string, typed: string): Result<{ files: WorkspaceFiles; path: string }, FileNameError> {
  const file = findFile(files, from);
  if (file === undefined) return err('missing');
  if (isReadOnlyPath(from)) return err('read-only');
  const folder = from.includes('/') && !typed.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  const path = normalizeFilePath(folder + typed.trim());
  if (!path.ok) return path;
  if (path.value === from) return ok({ files, path: from });
  if (isReadOnlyPath(path.value)) return err('read-only');
  if (pathTaken(files.filter((other) => other !== file), path.value)) return err('exists');
  return ok({ files: files.map((other) => (other === file ? { ...file, path: path.value } : other)), path: path.value });
}

/** The workspace without the file at `path`, and the removed file (kept to restore it), or 'missing'. */
export function deleteFile(files: WorkspaceFiles, path: string): Result<{ files: WorkspaceFiles; deleted: WorkspaceFile }, FileNameError> {
  const deleted = findFile(files, path);
  if (deleted === undefined) return err('missing');
  return ok({ files: files.filter((file) => file !== deleted), deleted });
}

/** The workspace with `file` back (after a delete), unless its path has been taken since. */
export function restoreFile(files: WorkspaceFiles, file: WorkspaceFile): Result<WorkspaceFiles, FileNameError> {
  return pathTaken(files, file.path) ? err('exists') : ok([...files, file]);
}

/** Stores a saved text in the file at `path`; creates the file if it is not there (a file saved after a delete). */
export function storeFile(files: WorkspaceFiles, path: string, content: string): WorkspaceFiles {
  return findFile(files, path) === undefined
    ? [...files, { path, content }]
    : files.map((file) => (file.path === path ? { path, content } : file));
}

/** What a tab needs to show a workspace file. */
export const openableFileOf = (file: WorkspaceFile): OpenableFile => ({
  name: fileNameOf(file.path),
  path: file.path,
  content: file.content,
  language: languageForPath(file.path),
});
