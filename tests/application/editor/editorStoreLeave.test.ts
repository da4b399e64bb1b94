import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { WORKSPACE_SAVE_DEBOUNCE_MS } from '../../../src/domain/editor/editorConstants';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activeTab } from '../../../src/domain/editor/tabSet';

const WALLET = tabIdFor('src/wallet.js');

/** A page of the app over `repository`, once it has read the workspace. */
async function openPage(repository: MemoryWorkspaceRepository, clock = new ManualClock(0)) {
  const store = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), repository, clock);
  await store.ready;
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('EditorStore when the page goes away', () => {
  it('keeps an edit typed just before a reload, though no write finishes as the page unloads', async () => {
    const repository = new MemoryWorkspaceRepository();
    const page = await openPage(repository);
    page.openPath('src/wallet.js');
    page.editTab(WALLET, '// kept after reload');
    repository.stalled = true;
    page.leave();
    repository.stalled = false;
    const reloaded = await openPage(repository);
    expect(activeTab(reloaded.state.tabs)).toMatchObject({ path: 'src/wallet.js', content: '// kept after reload', isDirty: true });
    expect(repository.stored?.version).toBe(1);
  });

  it('keeps the newest edit when a write was still under way as the page unloaded', async () => {
    const repository = new MemoryWorkspaceRepository();
    const clock = new ManualClock(0);
    const page = await openPage(repository, clock);
    page.openPath('src/wallet.js');
    repository.stalled = true;
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS);
    page.editTab(WALLET, 'typed while the write was under way');
    page.leave();
    repository.stalled = false;
    const reloaded = await openPage(repository);
    expect(activeTab(reloaded.state.tabs)?.content).toBe('typed while the write was under way');
  });

  it('never lets what a closing page kept overwrite a newer save of another tab', async () => {
    const repository = new MemoryWorkspaceRepository();
    const page = await openPage(repository);
    page.openPath('src/wallet.js');
    page.editTab(WALLET, 'older than the other tab’s save');
    repository.stalled = true;
    page.leave();
    repository.stalled = false;
    const elsewhere = { ...SAMPLE_SEED.workspace, files: [{ path: 'other.js', content: 'newer' }] };
    repository.saveElsewhere(elsewhere);
    const reloaded = await openPage(repository);
    expect({ files: reloaded.state.files, version: repository.stored?.version }).toEqual({ files: elsewhere.files, version: 1 });
  });

  it('keeps nothing when everything is written', async () => {
    const repository = new MemoryWorkspaceRepository();
    const page = await openPage(repository);
    page.openPath('src/wallet.js');
    await page.flush();
    page.leave();
    await settle();
    expect({ left: repository.left, version: repository.stored?.version }).toEqual({ left: null, version: 1 });
  });

  it('ignores workspace changes asked for before the stored workspace is read, so they cannot overwrite it', async () => {
    const stored = { workspace: { ...SAMPLE_SEED.workspace, files: [{ path: 'mine.ts', content: 'kept' }] }, version: 3 };
    const repository = new MemoryWorkspaceRepository(stored);
    const clock = new ManualClock(0);
    const page = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), repository, clock);
    page.createFile('early.ts');
    page.toggleFolder('src');
    await page.ready;
    clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS);
    await page.flush();
    expect({ files: page.state.files, stored: repository.stored, saves: repository.saves }).toEqual({ files: stored.workspace.files, stored, saves: 0 });
  });
});
