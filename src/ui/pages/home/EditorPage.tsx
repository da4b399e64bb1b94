import { useCallback, useEffect } from 'react';
import { EditorStore, type CursorPosition } from '../../../application/editor/editorStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import type { FileNode } from '../../../domain/editor/fileTree';
import { openableFile } from '../../../domain/editor/sampleFileTree';
import type { TabId } from '../../../domain/editor/tab';
import { activeTab } from '../../../domain/editor/tabSet';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { PageHeader } from '../../shared/PageHeader';
import { ActivityBar } from './editor/ActivityBar';
import { AssistantSidebar } from './editor/AssistantSidebar';
import { EditorArea } from './editor/EditorArea';
import { EditorToolbar } from './editor/EditorToolbar';
import { SidePanel } from './editor/SidePanel';
import { StatusBar } from './editor/StatusBar';
import { TabStrip } from './editor/TabStrip';
import { TerminalPanel } from './editor/TerminalPanel';
import './editor/editorLayout.css';
import './editor/editorCenter.css';

/** Keeps the last edits when the page unloads or the screen is left, before the debounced write comes due. */
function useFlushOnLeave(store: EditorStore): void {
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);
}

/** The code editor workbench (spec section 2): activity bar, side panel, tabs, editor, terminal, status bar, AI sidebar. */
export function EditorPage() {
  const store = useService(EditorStore);
  const state = useObservableValue(store.state$);
  useFlushOnLeave(store);
  const active = activeTab(state.tabs);
  const onEdit = useCallback((id: TabId, content: string) => store.editTab(id, content), [store]);
  const onCursorMove = useCallback((cursor: CursorPosition) => store.moveCursor(cursor), [store]);
  const onOpenFile = (node: FileNode) => {
    const file = openableFile(node);
    if (file !== null) store.openFile(file);
  };

  return (
    <section className="editor-page" aria-labelledby="editor-page-title">
      <div className="visually-hidden" id="editor-page-title">
        <PageHeader title={PAGE_TITLES.editor} />
      </div>
      <div className={state.assistantShown ? 'editor-workbench' : 'editor-workbench editor-workbench-no-assistant'}>
        <ActivityBar
          sidePanel={state.sidePanel}
          assistantShown={state.assistantShown}
          onShowPanel={(panel) => store.showPanel(panel)}
          onToggleAssistant={() => store.toggleAssistant()}
        />
        <SidePanel
          panel={state.sidePanel}
          expandedFolders={state.expandedFolders}
          activePath={active?.path ?? null}
          onToggleFolder={(path) => store.toggleFolder(path)}
          onOpenFile={onOpenFile}
        />
        <div className="editor-center">
          <TabStrip tabs={state.tabs.tabs} activeTabId={state.tabs.activeTabId} onActivate={(id) => store.activateTab(id)} onClose={(id) => store.closeTab(id)} />
          <EditorToolbar path={active?.path ?? null} terminalShown={state.terminalShown} onToggleTerminal={() => store.toggleTerminal()} />
          <EditorArea tabs={state.tabs.tabs} activeTab={active} onEdit={onEdit} onCursorMove={onCursorMove} />
          {state.terminalShown ? <TerminalPanel /> : null}
        </div>
        {state.assistantShown ? <AssistantSidebar /> : null}
        <StatusBar language={active?.language ?? null} cursor={state.cursor} />
      </div>
    </section>
  );
}
