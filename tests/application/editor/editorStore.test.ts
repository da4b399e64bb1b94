import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { WORKSPACE_SAVE_DEBOUNCE_MS } from '../../../src/domain/editor/editorConstants';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activeTab } from '../../../src/domain/editor/tabSet';
import type { StoredWorkspace } from '../../../src/ports/workspaceRepository.port';

const WALLET = tabIdFor('src/wallet.js');

async function setUp(stored: StoredWorkspace | null = null) {
  const repository = new MemoryWorkspaceRepository(stored);
  const clock = new ManualClock(0);
  const store = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), repository, clock);
  await store.ready;
  return { repository, clock, store };
}

/** Lets the repository's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('EditorStore', () => {
  it('starts from the seed: the Welcome tab, the sample files, the explorer, terminal and assistant shown', async () => {
    const { store } = await setUp();
    expect(store.state).toMatchObject({
      ...SAMPLE_SEED.workspace,
      loaded: true,
      sidePanel: 'explorer',
      terminalShown: true,
      assistantShown: true,
      cursor: { line: 1, column: 1 },
      storageNotice: null,
    });
  });

  it('writes drafts only once changes pause, against the version it read', async () => {
    const { store, repository, clock } = await setUp();
    store.openPath('src/wallet.js');
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS - 1);
    store.editTab(WALLET, 'const a = 2;');
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS - 1);
    expect(repository.saves).toBe(0);
    clock.advance(1);
    await settle();
    expect({ version: repository.stored?.version, tab: activeTab(repository.stored!.workspace.tabs) }).toEqual({
      version: 1,
      tab: expect.objectContaining({ content: 'const a = 2;', isDirty: true }),
    });
  });

  it('saves the active file: its dot clears, the file keeps the text, and it is written at once', async () => {
    const { store, repository } = await setUp();
    store.openPath('src/wallet.js');
    store.editTab(WALLET, 'saved text');
    await store.saveActive();
    expect({
      tab: activeTab(store.state.tabs)?.isDirty,
      file: store.state.files.find((file) => file.path === 'src/wallet.js')?.content,
      stored: repository.stored?.workspace.files.find((file) => file.path === 'src/wallet.js')?.content,
    }).toEqual({ tab: false, file: 'saved text', stored: 'saved text' });
    store.editTab(WALLET, 'other');
    store.editTab(WALLET, 'saved text');
    expect(activeTab(store.state.tabs)?.isDirty).toBe(false);
  });

  it('restores files, drafts, the active tab and open folders in a new store', async () => {
    const first = await setUp();
    first.store.openPath('src/wallet.js');
    first.store.editTab(WALLET, 'edited');
    first.store.toggleFolder('src');
    expect(first.store.createFile('notes/todo.md').ok).toBe(true);
    await first.store.flush();
    const second = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), first.repository, first.clock);
    await second.ready;
    expect({ files: second.state.files, tabs: second.state.tabs, folders: second.state.expandedFolders }).toEqual({
      files: first.store.state.files,
      tabs: first.store.state.tabs,
      folders: ['src/components', 'notes'],
    });
  });

  it('creates, renames, deletes and restores files, with the tab following', async () => {
    const { store } = await setUp();
    expect(store.createFile('src/wallet.js')).toEqual({ ok: false, error: 'exists' });
    expect(store.createFile('lib/coin.ts')).toEqual({ ok: true, value: 'lib/coin.ts' });
    expect(activeTab(store.state.tabs)).toMatchObject({ name: 'coin.ts', language: 'typescript', content: '' });
    expect(store.renameFile('lib/coin.ts', 'coins.ts')).toEqual({ ok: true, value: 'lib/coins.ts' });
    expect(activeTab(store.state.tabs)?.path).toBe('lib/coins.ts');
    expect(store.deleteFile('lib/coins.ts')).toEqual({ ok: true, value: 'lib/coins.ts' });
    expect({ open: store.state.tabs.tabs.map((tab) => tab.path), deleted: store.state.deleted }).toEqual({
      open: ['welcome.js'],
      deleted: { path: 'lib/coins.ts', content: '' },
    });
    expect(store.restoreDeleted()).toEqual({ ok: true, value: 'lib/coins.ts' });
    expect({ deleted: store.state.deleted, active: activeTab(store.state.tabs)?.path }).toEqual({ deleted: null, active: 'lib/coins.ts' });
    expect(store.restoreDeleted()).toEqual({ ok: false, error: 'missing' });
  });

  it('reopens the Welcome tab and opens a search result at its line', async () => {
    const { store } = await setUp();
    store.closeTab(tabIdFor('welcome.js'));
    store.openWelcome();
    expect(activeTab(store.state.tabs)?.name).toBe('Welcome');
    store.openAt('src/wallet.js', 12, 10);
    expect({ active: activeTab(store.state.tabs)?.path, reveal: store.state.reveal }).toEqual({
      active: 'src/wallet.js',
      reveal: { path: 'src/wallet.js', line: 12, column: 10, serial: 1 },
    });
  });

  it('warns and keeps the work in memory when the storage is full', async () => {
    const { store, repository } = await setUp();
    repository.failWith = 'full';
    store.openPath('src/app.js');
    await store.flush();
    expect({ notice: store.state.storageNotice, open: activeTab(store.state.tabs)?.path }).toEqual({ notice: 'full', open: 'src/app.js' });
  });

  it('warns when the storage is unavailable at start, with the seed in memory', async () => {
    const repository = new MemoryWorkspaceRepository();
    repository.failWith = 'unavailable';
    const store = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), repository, new ManualClock(0));
    await store.ready;
    expect({ notice: store.state.storageNotice, files: store.state.files }).toEqual({ notice: 'unavailable', files: SAMPLE_SEED.workspace.files });
  });

  it('never overwrites another tab’s newer save: the write is refused and the person told', async () => {
    const { store, repository } = await setUp();
    store.openPath('src/app.js');
    repository.stored = { workspace: SAMPLE_SEED.workspace, version: 5 };
    await store.flush();
    expect({ notice: store.state.storageNotice, stored: repository.stored }).toEqual({ notice: 'conflict', stored: { workspace: SAMPLE_SEED.workspace, version: 5 } });
  });

  it('adopts another tab’s save when it has nothing of its own to write', async () => {
    const { store, repository } = await setUp();
    const elsewhere = { ...SAMPLE_SEED.workspace, files: [{ path: 'other.js', content: 'x' }] };
    repository.saveElsewhere(elsewhere);
    await settle();
    expect({ files: store.state.files, notice: store.state.storageNotice }).toEqual({ files: elsewhere.files, notice: 'adopted' });
    store.openPath('other.js');
    await store.flush();
    expect(repository.stored?.version).toBe(2);
  });

  it('does not write for panel toggles or cursor moves', async () => {
    const { store, repository, clock } = await setUp();
    store.showPanel('git');
    store.setTerminalShown(false);
    store.toggleAssistant();
    store.moveCursor({ line: 3, column: 7 });
    store.showPhoneArea('editor');
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS * 2);
    await settle();
    expect({ saves: repository.saves, state: store.state }).toMatchObject({
      saves: 0,
      state: { sidePanel: 'git', terminalShown: false, assistantShown: false, cursor: { line: 3, column: 7 }, phoneArea: 'editor' },
    });
  });
});
