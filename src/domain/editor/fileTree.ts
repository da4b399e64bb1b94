/** A node of the explorer's file tree (spec section 3). Folders have children; files have content and a language. */
export interface FileNode {
  readonly name: string;
  readonly type: 'folder' | 'file';
  /** Unique in the tree: the folder names from the root, joined by '/'. */
  readonly path: string;
  readonly content?: string;
  readonly language?: string;
  readonly children?: readonly FileNode[];
}

/** The paths of the folders shown open in the explorer, in the order they were opened. */
export type ExpandedFolders = readonly string[];

/** Opens a closed folder or closes an open one. */
export const toggleFolder = (expanded: ExpandedFolders, path: string): ExpandedFolders =>
  expanded.includes(path) ? expanded.filter((open) => open !== path) : [...expanded, path];

/** Every file of the tree, depth first. */
export const filesOf = (nodes: readonly FileNode[]): FileNode[] =>
  nodes.flatMap((node) => (node.type === 'file' ? [node] : filesOf(node.children ?? [])));
