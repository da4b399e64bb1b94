import type { WorkspaceFiles } from './workspaceFiles';

/** A node of the explorer's file tree (spec section 3). Folders have children. */
export interface FileNode {
  readonly name: string;
  readonly type: 'folder' | 'file';
  /** Unique in the tree: the folder names from the root, joined by '/'. */
  readonly path: string;
  readonly children?: readonly FileNode[];
}

/** The paths of the folders shown open in the explorer, in the order they were opened. */
export type ExpandedFolders = readonly string[];

/** Opens a closed folder or closes an open one. */
export const toggleFolder = (expanded: ExpandedFolders, path: string): ExpandedFolders =>
  expanded.includes(path) ? expanded.filter((open) => open !== path) : [...expanded, path];

/** The open folders plus every folder above `path`, so a file there can be seen. */
export function revealPath(expanded: ExpandedFolders, path: string): ExpandedFolders {
  const segments = path.split('/').slice(0, -1);
  const above = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  const missing = above.filter((folder) => !expanded.includes(folder));
  return missing.length === 0 ? expanded : [...expanded, ...missing];
}

interface MutableFolder {
  readonly path: string;
  readonly entries: Map<string, MutableFolder | null>;
}

function toNodes(folder: MutableFolder): FileNode[] {
  return [...folder.entries].map(([name, child]) => {
    const path = folder.path === '' ? name : `${folder.path}/${name}`;
    return child === null ? { name, type: 'file', path } : { name, type: 'folder', path, children: toNodes(child) };
  });
}

/** The explorer's tree of the files: each folder where its first file appears, entries in the files' order. */
export function fileTreeOf(files: WorkspaceFiles): FileNode[] {
  const root: MutableFolder = { path: '', entries: new Map() };
  for (const file of files) {
    const segments = file.path.split('/');
    let folder = root;
    segments.slice(0, -1).forEach((segment, index) => {
      let next = folder.entries.get(segment);
      if (next === undefined || next === null) {
        next = { path: segments.slice(0, index + 1).join('/'), entries: new Map() };
        folder.entries.set(segment, next);
      }
      folder = next;
    });
    folder.entries.set(segments.at(-1) ?? file.path, null);
  }
  return toNodes(root);
}

/** Every file of the tree, depth first. */
export const filesOf = (nodes: readonly FileNode[]): FileNode[] =>
  nodes.flatMap((node) => (node.type === 'file' ? [node] : filesOf(node.children ?? [])));
