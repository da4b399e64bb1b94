import { useMemo, useState } from 'react';
import type { EditorState } from '../../../../application/editor/editorState';
import { EditorStore } from '../../../../application/editor/editorStore';
import { fileTreeOf } from '../../../../domain/editor/fileTree';
import { activeTab } from '../../../../domain/editor/tabSet';
import { useService } from '../../../app/useService';
import { useObservableValue } from '../../../app/useObservableValue';
import { DELETED_MESSAGE, FILE_NAME_ERRORS, NEW_FILE_NAME_LABEL, OPEN_WELCOME_LABEL, RESTORE_LABEL } from './editor.texts';
import { FileNameInput } from './FileNameInput';
import { FileTreeNode, type FileTreeContext } from './FileTreeNode';

interface ExplorerPanelProps {
  /** True while the new file's name is asked for (after the new-file button). */
  readonly creating: boolean;
  readonly onCreatingChange: (creating: boolean) => void;
}

/** What the explorer shows: typing in a tab changes none of it (the files change when saved). */
const explorerPart = (state: EditorState) => ({
  files: state.files,
  expandedFolders: state.expandedFolders,
  activePath: activeTab(state.tabs)?.path ?? null,
  deleted: state.deleted,
});

/** The explorer: the file tree, a new file's name in place, rename and delete, and Restore for the last delete. */
export function ExplorerPanel({ creating, onCreatingChange: setCreating }: ExplorerPanelProps) {
  const store = useService(EditorStore);
  const state = useObservableValue(useMemo(() => store.select(explorerPart), [store]));
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const tree = useMemo(() => fileTreeOf(state.files), [state.files]);

  const context: FileTreeContext = {
    expandedFolders: state.expandedFolders,
    activePath: state.activePath,
    menuFor,
    renaming,
    onToggleFolder: (path) => store.toggleFolder(path),
    onOpenFile: (path) => {
      setMenuFor(null);
      store.openPath(path);
    },
    onMenu: setMenuFor,
    onStartRename: (path) => {
      setMenuFor(null);
      setRenaming(path);
    },
    onRename: (path, name) => {
      const renamed = store.renameFile(path, name);
      if (!renamed.ok) return FILE_NAME_ERRORS[renamed.error];
      setRenaming(null);
      return null;
    },
    onCancelRename: () => setRenaming(null),
    onDelete: (path) => {
      setMenuFor(null);
      store.deleteFile(path);
    },
  };
  const create = (name: string): string | null => {
    const created = store.createFile(name);
    if (!created.ok) return FILE_NAME_ERRORS[created.error];
    setCreating(false);
    return null;
  };

  return (
    <>
      <ul className="file-tree" aria-label="Files">
        {tree.map((node) => (
          <FileTreeNode key={node.path} node={node} depth={0} context={context} />
        ))}
        {creating ? <FileNameInput label={NEW_FILE_NAME_LABEL} initial="" depth={0} onSubmit={create} onCancel={() => setCreating(false)} /> : null}
      </ul>
      {state.deleted === null ? null : (
        <p className="side-panel-text explorer-deleted" role="status">
          {DELETED_MESSAGE(state.deleted.path)}{' '}
          <button type="button" className="link-button" onClick={() => store.restoreDeleted()}>
            {RESTORE_LABEL}
          </button>
        </p>
      )}
      <p className="side-panel-text">
        <button type="button" className="link-button" onClick={() => store.openWelcome()}>
          {OPEN_WELCOME_LABEL}
        </button>
      </p>
    </>
  );
}
