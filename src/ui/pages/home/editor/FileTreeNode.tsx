import type { KeyboardEvent } from 'react';
import type { FileNode } from '../../../../domain/editor/fileTree';
import { DELETE_LABEL, FILE_ACTIONS_LABEL, RENAME_LABEL, RENAME_NAME_LABEL } from './editor.texts';
import { FileNameInput } from './FileNameInput';

/** What the explorer tree needs, shared by every node. */
export interface FileTreeContext {
  readonly expandedFolders: readonly string[];
  readonly activePath: string | null;
  /** The file whose actions menu is open, or null. */
  readonly menuFor: string | null;
  /** The file being renamed, or null. */
  readonly renaming: string | null;
  readonly onToggleFolder: (path: string) => void;
  readonly onOpenFile: (path: string) => void;
  readonly onMenu: (path: string | null) => void;
  readonly onStartRename: (path: string) => void;
  readonly onRename: (path: string, name: string) => string | null;
  readonly onCancelRename: () => void;
  readonly onDelete: (path: string) => void;
}

/** A folder (a button that opens or closes it, then its children) or a file (opens it; F2 renames, Delete deletes). */
export function FileTreeNode({ node, depth, context }: { readonly node: FileNode; readonly depth: number; readonly context: FileTreeContext }) {
  const indent = { paddingLeft: 8 + depth * 14 };
  if (node.type === 'file') {
    if (context.renaming === node.path) {
      return (
        <FileNameInput
          label={RENAME_NAME_LABEL(node.name)}
          initial={node.name}
          depth={depth}
          onSubmit={(name) => context.onRename(node.path, name)}
          onCancel={context.onCancelRename}
        />
      );
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F2') context.onStartRename(node.path);
      else if (event.key === 'Delete') context.onDelete(node.path);
      else if (event.key === 'Escape') context.onMenu(null);
      else return;
      event.preventDefault();
    };
    return (
      <li>
        <button
          type="button"
          className="file-tree-item"
          style={indent}
          aria-current={node.path === context.activePath ? 'true' : undefined}
          aria-keyshortcuts="F2 Delete"
          onClick={() => context.onOpenFile(node.path)}
          onContextMenu={(event) => {
            event.preventDefault();
            context.onMenu(node.path);
          }}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true" className="file-tree-glyph">·</span>
          {node.name}
        </button>
        {context.menuFor === node.path ? (
          <div className="file-menu" role="menu" aria-label={FILE_ACTIONS_LABEL(node.name)} onKeyDown={onKeyDown}>
            <button type="button" role="menuitem" autoFocus onClick={() => context.onStartRename(node.path)}>
              {RENAME_LABEL}
            </button>
            <button type="button" role="menuitem" onClick={() => context.onDelete(node.path)}>
              {DELETE_LABEL}
            </button>
          </div>
        ) : null}
      </li>
    );
  }
  const open = context.expandedFolders.includes(node.path);
  return (
    <li>
      <button type="button" className="file-tree-item file-tree-folder" style={indent} aria-expanded={open} onClick={() => context.onToggleFolder(node.path)}>
        <span aria-hidden="true" className="file-tree-glyph">{open ? '▾' : '▸'}</span>
        {node.name}
      </button>
      {open ? (
        <ul className="file-tree-children">
          {(node.children ?? []).map((child) => (
            <FileTreeNode key={child.path} node={child} depth={depth + 1} context={context} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
