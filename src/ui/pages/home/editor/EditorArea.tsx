import { Suspense, useCallback } from 'react';
import type { CursorPosition } from '../../../../application/editor/editorStore';
import { NO_OPEN_EDITORS } from '../../../../domain/editor/editorConstants';
import type { Tab, TabId } from '../../../../domain/editor/tab';
import { EditorSkeleton } from './EditorSkeleton';
import { LazyCodeEditor } from './LazyCodeEditor';
import { EDITOR_TABPANEL_ID, tabElementId } from './TabStrip';

interface EditorAreaProps {
  readonly tabs: readonly Tab[];
  readonly activeTab: Tab | null;
  readonly onEdit: (id: TabId, content: string) => void;
  readonly onCursorMove: (cursor: CursorPosition) => void;
}

/** The active tab's panel: the code editor (a skeleton of the same size while it loads), or a hint when none is open. */
export function EditorArea({ tabs, activeTab, onEdit, onCursorMove }: EditorAreaProps) {
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
      <Suspense fallback={<EditorSkeleton />}>
        <LazyCodeEditor tab={activeTab} openPaths={tabs.map((tab) => tab.path)} onEdit={editActive} onCursorMove={onCursorMove} />
      </Suspense>
    </div>
  );
}
