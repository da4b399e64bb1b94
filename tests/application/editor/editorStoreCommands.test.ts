import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { tabIdFor } from '../../../src/domain/editor/tab';

async function setUp() {
  const store = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), new MemoryWorkspaceRepository(), new ManualClock(0));
  await store.ready;
  return store;
}

describe('EditorStore commands', () => {
  it('opens a known path on the phone’s editor area, and ignores an unknown one', async () => {
    const store = await setUp();
    store.showPhoneArea('explorer');
    const before = store.state;
    store.openPath('nope.js');
    const unchanged = store.state === before;
    store.openPath('src/wallet.js');
    expect({ unchanged, active: store.state.tabs.activeTabId, phoneArea: store.state.phoneArea }).toEqual({
      unchanged: true,
      active: tabIdFor('src/wallet.js'),
      phoneArea: 'editor',
    });
  });

  it('reveals a search result with a new serial each time, and nothing for an unknown file', async () => {
    const store = await setUp();
    store.openAt('src/wallet.js', 3, 2);
    const first = store.state.reveal;
    store.openAt('nope.js', 1, 1);
    const afterUnknown = store.state.reveal;
    store.showPhoneArea('explorer');
    store.openAt('src/wallet.js', 3, 2);
    expect({ first, afterUnknown, second: store.state.reveal, phoneArea: store.state.phoneArea }).toEqual({
      first: { path: 'src/wallet.js', line: 3, column: 2, serial: 1 },
      afterUnknown: { path: 'src/wallet.js', line: 3, column: 2, serial: 1 },
      second: { path: 'src/wallet.js', line: 3, column: 2, serial: 2 },
      phoneArea: 'editor',
    });
  });

  it('inserts a snippet into the active tab, and refuses when no tab is open', async () => {
    const store = await setUp();
    store.showPhoneArea('assistant');
    const inserted = store.insertAtCursor('let x = 1;');
    const request = store.state.insert;
    const phoneArea = store.state.phoneArea;
    for (const tab of store.state.tabs.tabs) store.closeTab(tab.id);
    expect({ inserted, request, phoneArea, tabs: store.state.tabs.tabs.length, refused: store.insertAtCursor('y') }).toEqual({
      inserted: true,
      request: { text: 'let x = 1;', serial: 1 },
      phoneArea: 'editor',
      tabs: 0,
      refused: false,
    });
  });

  it('activates and closes tabs: closing the active one activates the last remaining', async () => {
    const store = await setUp();
    store.openPath('src/app.js');
    store.openPath('src/wallet.js');
    store.activateTab(tabIdFor('src/app.js'));
    const activated = store.state.tabs.activeTabId;
    store.closeTab(tabIdFor('src/app.js'));
    expect({ activated, active: store.state.tabs.activeTabId, open: store.state.tabs.tabs.map((tab) => tab.path) }).toEqual({
      activated: tabIdFor('src/app.js'),
      active: tabIdFor('src/wallet.js'),
      open: [...SAMPLE_SEED.workspace.tabs.tabs.map((tab) => tab.path), 'src/wallet.js'],
    });
  });

  it('shows a side panel on the phone’s explorer area', async () => {
    const store = await setUp();
    store.showPanel('search');
    expect({ sidePanel: store.state.sidePanel, phoneArea: store.state.phoneArea }).toEqual({ sidePanel: 'search', phoneArea: 'explorer' });
  });

  it('moves the cursor on a new line or column only', async () => {
    const store = await setUp();
    const seen: unknown[] = [];
    store.select((state) => state.cursor).subscribe((cursor) => seen.push(cursor));
    const before = store.state;
    store.moveCursor({ line: 1, column: 1 });
    const unchanged = store.state === before;
    store.moveCursor({ line: 1, column: 4 });
    store.moveCursor({ line: 2, column: 4 });
    expect({ unchanged, seen }).toEqual({
      unchanged: true,
      seen: [
        { line: 1, column: 1 },
        { line: 1, column: 4 },
        { line: 2, column: 4 },
      ],
    });
  });

  it('places no template before there is one', async () => {
    const store = await setUp();
    const before = store.state;
    expect({ placed: store.openTemplate('swap', []), unchanged: store.state === before }).toEqual({
      placed: { folder: '', paths: [] },
      unchanged: true,
    });
  });
});

describe('EditorStore terminal', () => {
  it('keeps one terminal state: its area is never shown while it is hidden', async () => {
    const store = await setUp();
    const seen = () => ({ shown: store.state.terminalShown, area: store.state.phoneArea });
    store.setTerminalShown(false);
    const hidden = seen();
    store.showPhoneArea('terminal');
    const shownByArea = seen();
    store.setTerminalShown(false);
    const hiddenFromItsArea = seen();
    store.showPhoneArea('explorer');
    store.setTerminalShown(false);
    const hiddenElsewhere = seen();
    store.setTerminalShown(true);
    expect([hidden, shownByArea, hiddenFromItsArea, hiddenElsewhere, seen()]).toEqual([
      { shown: false, area: 'editor' },
      { shown: true, area: 'terminal' },
      { shown: false, area: 'editor' },
      { shown: false, area: 'explorer' },
      { shown: true, area: 'terminal' },
    ]);
  });
});
