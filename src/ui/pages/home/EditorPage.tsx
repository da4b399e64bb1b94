import { useCallback, useEffect, useMemo, useState } from 'react';
import { EditorStore, type CursorPosition, type EditorState } from '../../../application/editor/editorStore';
import { TerminalStore } from '../../../application/editor/terminalStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import type { PhoneArea, SidePanel as SidePanelName } from '../../../domain/editor/editorConstants';
import type { TabId } from '../../../domain/editor/tab';
import { isTerminalVisible } from '../../../domain/editor/terminalVisibility';
import { activeTab } from '../../../domain/editor/tabSet';
import { WorkspaceSource } from '../../../ports/workspaceSource.port';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { PageHeader } from '../../shared/PageHeader';
import { ActivityBar } from './editor/ActivityBar';
import { AssistantSidebar } from './editor/AssistantSidebar';
import { EditorArea } from './editor/EditorArea';
import { EditorSkeleton } from './editor/EditorSkeleton';
import { EditorToolbar } from './editor/EditorToolbar';
import { startCodeEditorLoad, useReachedInApp } from './editor/useCodeEditor';
import { SidePanel } from './editor/SidePanel';
import { StatusBar } from './editor/StatusBar';
import { StorageNoticeBar } from './editor/StorageNoticeBar';
import { TabStrip } from './editor/TabStrip';
import { TerminalPanel } from './editor/TerminalPanel';
import { useExampleFromAddress } from './editor/useExampleFromAddress';
import { useKeptItemFromAddress } from './editor/useKeptItemFromAddress';
import { useTemplateFromAddress } from './editor/useTemplateFromAddress';
import { useNarrowLayout } from './editor/useNarrowLayout';
import { useToolbarActions } from './editor/useToolbarActions';
import './editor/editorLayout.css';
import './editor/editorCenter.css';

/** Keeps the last edits when the page unloads or the screen is left, before the debounced write comes due. */
function useFlushOnLeave(store: EditorStore): void {
  useEffect(() => {
    const leave = () => store.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void store.flush();
    };
  }, [store]);
}

/** The terminal starts with the source's greeting. */
function useTerminalGreeting(terminal: TerminalStore): void {
  const source = useService(WorkspaceSource);
  useEffect(() => {
    let current = true;
    void source.seed().then((seed) => {
      if (current) terminal.greet(seed.terminalGreeting);
    });
    return () => {
      current = false;
    };
  }, [source, terminal]);
}

/**
 * Starts Monaco's load at the person's first interaction with the painted workbench: the shell and the
 * file's text come first, and the editor takes the text's place when it has loaded. A failed download is shown by the
 * editor area, which tries again.
 */
function useCodeEditorLoad(): void {
  const reachedInApp = useReachedInApp();
  useEffect(() => {
    startCodeEditorLoad(reachedInApp).catch(() => undefined);
  }, [reachedInApp]);
}

/** Everything the workbench shows but the cursor, which only the status bar reads (a cursor move renders it alone). */
const workbenchPart = ({ cursor: _cursor, ...rest }: EditorState) => rest;

/**
 * The code editor workbench at `/` (spec section 2): activity bar, side panel, tabs, editor, terminal, status bar,
 * AI sidebar. Its stores and adapters load with the route (`appRoutes.tsx`, feature 'editor').
 */
export default function EditorPage() {
  const store = useService(EditorStore);
  const terminal = useService(TerminalStore);
  const state = useObservableValue(useMemo(() => store.select(workbenchPart), [store]));
  const { running } = useObservableValue(terminal.state$);
  const [creating, setCreating] = useState(false);
  useFlushOnLeave(store);
  useTerminalGreeting(terminal);
  useCodeEditorLoad();
  const actions = useToolbarActions(store, terminal);
  useTemplateFromAddress(actions.say);
  useExampleFromAddress(actions.say);
  useKeptItemFromAddress(actions.say);
  const active = activeTab(state.tabs);
  const onEdit = useCallback((id: TabId, content: string) => store.editTab(id, content), [store]);
  const onCursorMove = useCallback((cursor: CursorPosition) => store.moveCursor(cursor), [store]);
  const onSelect = useCallback((selection: string) => store.selectText(selection), [store]);
  const onShowPanel = useCallback((panel: SidePanelName) => store.showPanel(panel), [store]);
  const onShowPhoneArea = useCallback((area: PhoneArea) => store.showPhoneArea(area), [store]);
  const onToggleAssistant = useCallback(() => store.toggleAssistant(), [store]);
  // One state for the toolbar's Terminal toggle and the activity bar's Show terminal: whether it is on screen.
  const narrow = useNarrowLayout();
  const terminalVisible = isTerminalVisible(state.terminalShown, state.phoneArea, narrow);
  const onToggleTerminal = useCallback(() => store.setTerminalShown(!terminalVisible), [store, terminalVisible]);
  const onNewFile = () => {
    store.showPanel('explorer');
    setCreating(true);
  };

  return (
    <section className="editor-page" aria-labelledby="editor-page-title">
      <div className="visually-hidden" id="editor-page-title">
        <PageHeader title={PAGE_TITLES.editor} />
      </div>
      <StorageNoticeBar notice={state.storageNotice} onDismiss={() => store.dismissStorageNotice()} />
      <div
        className={`editor-workbench phone-shows-${state.phoneArea}`}
        data-assistant={state.assistantShown ? 'shown' : 'hidden'}
        onKeyDown={actions.onKeyDown}
      >
        <ActivityBar
          sidePanel={state.sidePanel}
          phoneArea={state.phoneArea}
          assistantShown={state.assistantShown}
          terminalVisible={terminalVisible}
          onShowPanel={onShowPanel}
          onShowPhoneArea={onShowPhoneArea}
          onToggleAssistant={onToggleAssistant}
          onToggleTerminal={onToggleTerminal}
        />
        <SidePanel panel={state.sidePanel} creating={creating} onCreatingChange={setCreating} />
        <div className="editor-center">
          <TabStrip tabs={state.tabs.tabs} activeTabId={state.tabs.activeTabId} onActivate={(id) => store.activateTab(id)} onClose={(id) => store.closeTab(id)} onNewFile={onNewFile} />
          <EditorToolbar
            path={active?.path ?? null}
            running={running}
            terminalShown={terminalVisible}
            message={actions.message}
            onSave={actions.save}
            onCopy={actions.copy}
            onRun={actions.run}
            onStop={() => terminal.stop()}
            onDebug={() => store.showPanel('transactions')}
            onToggleTerminal={onToggleTerminal}
          />
          {state.loaded ? (
            <EditorArea
              tabs={state.tabs.tabs}
              activeTab={active}
              onEdit={onEdit}
              onCursorMove={onCursorMove}
              onSelect={onSelect}
              onSave={actions.save}
              reveal={state.reveal}
              insert={state.insert}
            />
          ) : (
            <div className="editor-area">
              <EditorSkeleton />
            </div>
          )}
          {state.terminalShown ? <TerminalPanel /> : null}
        </div>
        {state.assistantShown ? <AssistantSidebar /> : null}
        <StatusBar language={active?.language ?? null} />
      </div>
    </section>
  );
}
