import { useCallback } from 'react';
import type { CursorPosition, InsertRequest, RevealRequest } from '../../../../application/editor/editorState';
import { isReadOnlyPath } from '../../../../domain/editor/readOnlyFolder';
import type { Tab, TabId } from '../../../../domain/editor/tab';
import { NO_OPEN_EDITORS } from './editor.texts';
import { CodeTextPreview } from './CodeTextPreview';
import { useCodeEditor } from './useCodeEditor';
import { EDITOR_TABPANEL_ID, tabElementId } from './TabStrip';

interface EditorAreaProps {
  readonly tabs: readonly Tab[];
  readonly activeTab: Tab | null;
  readonly onEdit: (id: TabId, content: string) => void;
  readonly onCursorMove: (cursor: CursorPosition) => void;
  readonly onSelect: (selection: string) => void;
  readonly onSave: () => void;
  readonly reveal: RevealRequest | null;
  readonly insert: InsertRequest | null;
}

/** The active tab's panel: the code editor (the file as read-only text in its place while it loads), or a hint when none is open. */
export function EditorArea({ tabs, activeTab, onEdit, onCursorMove, onSelect, onSave, reveal, insert }: EditorAreaProps) {
  const CodeEditor = useCodeEditor();
  const activeId = activeTab?.id;
  const editActive = useCallback((content: string) => {
    if (activeId !== undefined) onEdit(activeId, content);
  }, [activeId, onEdit]);

  if (activeTab === null) {
    return (
      <div className="editor-area editor-area-empty">
        <p>{NO_OPEN_EDITORS}</p>
      </div>
    );
  }
  const index = tabs.indexOf(activeTab);
  return (
    <div id={EDITOR_TABPANEL_ID} className="editor-area" role="tabpanel" aria-labelledby={tabElementId(index)}>
      {CodeEditor === null ? (
        <CodeTextPreview tab={activeTab} />
      ) : (
        <CodeEditor
          tab={activeTab}
          openPaths={tabs.map((tab) => tab.path)}
          readOnly={isReadOnlyPath(activeTab.path)}
          onEdit={editActive}
          onCursorMove={onCursorMove}
          onSelect={onSelect}
          onSave={onSave}
          reveal={reveal}
          insert={insert}
        />
      )}
    </div>
  );
}
