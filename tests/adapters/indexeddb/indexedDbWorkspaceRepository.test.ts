import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { firstValueFrom, take, toArray } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { IndexedDbWorkspaceRepository, LEGACY_WORKSPACE_STORAGE_KEY } from '../../../src/adapters/indexeddb/indexedDbWorkspaceRepository.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import type { Workspace } from '../../../src/domain/editor/workspace';

const DEFAULTS = SAMPLE_SEED.workspace;
const withFile = (path: string): Workspace => ({ ...DEFAULTS, files: [...DEFAULTS.files, { path, content: path }] });

beforeEach(() => {
  // A fresh, empty IndexedDB for every test (connections of earlier tests stay open on the old one).
  globalThis.indexedDB = new IDBFactory();
});

describe('the IndexedDB workspace repository', () => {
  it('has nothing stored on a first visit, then keeps what it saved, one version higher each time', async () => {
    const repository = new IndexedDbWorkspaceRepository(new MemoryKeyValueStore());
    expect(await repository.load(DEFAULTS)).toEqual({ ok: true, value: null });
    expect(await repository.save(withFile('a.ts'), 0)).toEqual({ ok: true, value: 1 });
    expect(await repository.save(withFile('b.ts'), 1)).toEqual({ ok: true, value: 2 });
    expect(await new IndexedDbWorkspaceRepository(new MemoryKeyValueStore()).load(DEFAULTS)).toEqual({ ok: true, value: { workspace: withFile('b.ts'), version: 2 } });
  });

  it('refuses a save based on an older version: another tab’s newer save stays', async () => {
    const first = new IndexedDbWorkspaceRepository(new MemoryKeyValueStore());
    const second = new IndexedDbWorkspaceRepository(new MemoryKeyValueStore());
    await first.save(withFile('first.ts'), 0);
    expect(await second.save(withFile('second.ts'), 0)).toEqual({ ok: false, error: 'conflict' });
    expect((await second.load(DEFAULTS)).ok && (await second.load(DEFAULTS))).toEqual({ ok: true, value: { workspace: withFile('first.ts'), version: 1 } });
  });

  it('tells the other tabs the version it saved', async () => {
    const listener = new IndexedDbWorkspaceRepository(new MemoryKeyValueStore());
    const heard = firstValueFrom(listener.savedElsewhere$.pipe(take(2), toArray()));
    const saver = new IndexedDbWorkspaceRepository(new MemoryKeyValueStore());
    await saver.save(withFile('a.ts'), 0);
    await saver.save(withFile('b.ts'), 1);
    expect(await heard).toEqual([1, 2]);
  });

  it('migrates the workspace kept in local storage once, then removes it there', async () => {
    const legacy = new MemoryKeyValueStore({
      [LEGACY_WORKSPACE_STORAGE_KEY]: JSON.stringify({
        version: 1,
        tabs: [{ id: 'tab:src/app.js', name: 'app.js', path: 'src/app.js', content: 'edited();', language: 'javascript', isDirty: true }],
        activeTabId: 'tab:src/app.js',
        expandedFolders: [],
      }),
    });
    const loaded = await new IndexedDbWorkspaceRepository(legacy).load(DEFAULTS);
    expect(loaded.ok && loaded.value && { version: loaded.value.version, files: loaded.value.workspace.files, tab: loaded.value.workspace.tabs.tabs[0] }).toEqual({
      version: 1,
      files: DEFAULTS.files,
      tab: expect.objectContaining({ path: 'src/app.js', content: 'edited();', isDirty: true }),
    });
    expect(legacy.read(LEGACY_WORKSPACE_STORAGE_KEY)).toBeNull();
    const again = await new IndexedDbWorkspaceRepository(legacy).load(DEFAULTS);
    expect(again.ok && again.value?.version).toBe(1);
  });
});
