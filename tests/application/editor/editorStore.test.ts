import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { WORKSPACE_SAVE_DEBOUNCE_MS, WORKSPACE_STORAGE_KEY } from '../../../src/domain/editor/editorConstants';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activeTab } from '../../../src/domain/editor/tabSet';
import { DEFAULT_WORKSPACE } from '../../../src/domain/editor/workspace';

const walletFile = { name: 'wallet.js', path: 'src/wallet.js', content: 'const a = 1;', language: 'javascript' };

function setUp(stored: Record<string, string> = {}) {
  const storage = new MemoryKeyValueStore(stored);
  const clock = new ManualClock(0);
  return { storage, clock, store: new EditorStore(storage, clock) };
}

describe('EditorStore', () => {
  it('starts with the Welcome tab, the explorer, the terminal and the assistant shown', () => {
    const { store } = setUp();
    expect(store.state).toEqual({
      ...DEFAULT_WORKSPACE,
      sidePanel: 'explorer',
      terminalShown: true,
      assistantShown: true,
      cursor: { line: 1, column: 1 },
    });
  });

  it('writes the workspace only once changes pause for the debounce time', () => {
    const { store, storage, clock } = setUp();
    store.openFile(walletFile);
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS - 1);
    store.editTab(tabIdFor('src/wallet.js'), 'const a = 2;');
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS - 1);
    expect(storage.read(WORKSPACE_STORAGE_KEY)).toBeNull();
    clock.advance(1);
    const stored = JSON.parse(storage.read(WORKSPACE_STORAGE_KEY) ?? 'null');
    expect({ active: stored.activeTabId, last: stored.tabs.at(-1) }).toEqual({
      active: 'tab:src/wallet.js',
      last: { ...walletFile, id: 'tab:src/wallet.js', content: 'const a = 2;', isDirty: true },
    });
  });

  it('restores tabs, contents, dirty flags, the active tab and open folders in a new store', () => {
    const first = setUp();
    first.store.openFile(walletFile);
    first.store.editTab(tabIdFor('src/wallet.js'), 'edited');
    first.store.toggleFolder('src');
    first.store.activateTab(DEFAULT_WORKSPACE.tabs.activeTabId!);
    first.store.flush();
    const second = new EditorStore(first.storage, first.clock);
    expect({ tabs: second.state.tabs, folders: second.state.expandedFolders }).toEqual({
      tabs: first.store.state.tabs,
      folders: ['src/components'],
    });
    expect(second.state.tabs.tabs[1]).toMatchObject({ content: 'edited', isDirty: true });
  });

  it('writes a pending change at once on flush, and nothing more when the wait ends', () => {
    const { store, storage, clock } = setUp();
    store.toggleFolder('src');
    store.flush();
    const written = storage.read(WORKSPACE_STORAGE_KEY);
    storage.remove(WORKSPACE_STORAGE_KEY);
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS);
    expect({ written: written !== null, later: storage.read(WORKSPACE_STORAGE_KEY) }).toEqual({ written: true, later: null });
  });

  it('does not write for panel toggles or cursor moves', () => {
    const { store, storage, clock } = setUp();
    store.showPanel('git');
    store.toggleTerminal();
    store.toggleAssistant();
    store.moveCursor({ line: 3, column: 7 });
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS * 2);
    expect({ stored: storage.read(WORKSPACE_STORAGE_KEY), state: store.state }).toMatchObject({
      stored: null,
      state: { sidePanel: 'git', terminalShown: false, assistantShown: false, cursor: { line: 3, column: 7 } },
    });
  });

  it('activates the last remaining tab on closing the active one and resets the cursor', () => {
    const { store } = setUp();
    store.openFile(walletFile);
    store.openFile({ ...walletFile, name: 'app.js', path: 'src/app.js' });
    store.activateTab(tabIdFor('src/wallet.js'));
    store.moveCursor({ line: 4, column: 2 });
    store.closeTab(tabIdFor('src/wallet.js'));
    expect({ active: activeTab(store.state.tabs)?.path, cursor: store.state.cursor }).toEqual({ active: 'src/app.js', cursor: { line: 1, column: 1 } });
  });

  it('falls back to the default workspace when the stored one is corrupted', () => {
    const { store } = setUp({ [WORKSPACE_STORAGE_KEY]: '{"version":1,"tabs":"oops"' });
    expect(store.state.tabs).toEqual(DEFAULT_WORKSPACE.tabs);
  });

  it('writes what is pending when disposed', () => {
    const { store, storage } = setUp();
    store.toggleFolder('src');
    store.dispose();
    expect(JSON.parse(storage.read(WORKSPACE_STORAGE_KEY) ?? '{}').expandedFolders).toEqual(['src/components']);
  });
});
