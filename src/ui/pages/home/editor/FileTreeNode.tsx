import type { ExpandedFolders, FileNode } from '../../../../domain/editor/fileTree';

interface FileTreeNodeProps {
  readonly node: FileNode;
  readonly depth: number;
  readonly expandedFolders: ExpandedFolders;
  readonly activePath: string | null;
  readonly onToggleFolder: (path: string) => void;
  readonly onOpenFile: (node: FileNode) => void;
}

/** A folder (a button that opens or closes it, then its children) or a file (a button that opens it in a tab). */
export function FileTreeNode({ node, depth, expandedFolders, activePath, onToggleFolder, onOpenFile }: FileTreeNodeProps) {
  const indent = { paddingLeft: 8 + depth * 14 };
  if (node.type === 'file') {
    return (
      <li>
        <button type="button" className="file-tree-item" style={indent} aria-current={node.path === activePath ? 'true' : undefined} onClick={() => onOpenFile(node)}>
          <span aria-hidden="true" className="file-tree-glyph">·</span>
          {node.name}
        </button>
      </li>
    );
  }
  const open = expandedFolders.includes(node.path);
  return (
    <li>
      <button type="button" className="file-tree-item file-tree-folder" style={indent} aria-expanded={open} onClick={() => onToggleFolder(node.path)}>
        <span aria-hidden="true" className="file-tree-glyph">{open ? '▾' : '▸'}</span>
        {node.name}
      </button>
      {open ? (
        <ul className="file-tree-children">
          {(node.children ?? []).map((child) => (
            <FileTreeNode
              key={child.path}
              node={child}
              depth={depth + 1}
              expandedFolders={expandedFolders}
              activePath={activePath}
              onToggleFolder={onToggleFolder}
              onOpenFile={onOpenFile}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
