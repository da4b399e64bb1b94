import { useCallback, useState, type KeyboardEvent } from 'react';
import type { EditorStore } from '../../../../application/editor/editorStore';
import type { TerminalStore } from '../../../../application/editor/terminalStore';
import { activeTab } from '../../../../domain/editor/tabSet';
import { Clipboard } from '../../../../ports/clipboard.port';
import { useService } from '../../../app/useService';
import { COPIED_MESSAGE, COPY_DENIED_MESSAGE, SAVED_MESSAGE } from './editor.texts';

/** The toolbar's actions and what the last one said; Ctrl/Cmd+S anywhere in the workbench saves. */
export function useToolbarActions(store: EditorStore, terminal: TerminalStore) {
  const clipboard = useService(Clipboard);
  const [message, setMessage] = useState('');
  const save = useCallback(() => {
    const tab = activeTab(store.state.tabs);
    if (tab === null) return;
    void store.saveActive().then(() => setMessage(SAVED_MESSAGE(tab.name)));
  }, [store]);
  const copy = () => {
    const tab = activeTab(store.state.tabs);
    if (tab === null) return;
    void clipboard.copy(tab.content).then((copied) => setMessage(copied.ok ? COPIED_MESSAGE(tab.name) : COPY_DENIED_MESSAGE));
  };
  const showTerminal = () => {
    store.setTerminalShown(true);
  };
  const run = () => {
    showTerminal();
    terminal.run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  };
  return { message, say: setMessage, save, copy, run, onKeyDown };
}
