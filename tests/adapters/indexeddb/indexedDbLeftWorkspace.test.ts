import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { IndexedDbWorkspaceRepository } from '../../../src/adapters/indexeddb/indexedDbWorkspaceRepository.adapter';
import { LEFT_WORKSPACE_STORAGE_KEY } from '../../../src/adapters/indexeddb/leftWorkspace';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import type { Workspace } from '../../../src/domain/editor/workspace';

const DEFAULTS = SAMPLE_SEED.workspace;
const withFile = (path: string): Workspace => ({ ...DEFAULTS, files: [...DEFAULTS.files, { path, content: path }] });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** Two pages of the app in one browser: they share local storage and the database. */
function twoPages() {
  const localStorage = new MemoryKeyValueStore();
  return { localStorage, leaving: new IndexedDbWorkspaceRepository(localStorage, 'leaving'), next: new IndexedDbWorkspaceRepository(localStorage, 'next') };
}

describe('the IndexedDB workspace repository when a page goes away', () => {
  it('stores what a closing page kept as the next version on the next load, once', async () => {
    const { localStorage, leaving, next } = twoPages();
    await leaving.save(withFile('a.ts'), 0);
    leaving.keepOnLeave(withFile('unwritten.ts'), 1);
    expect(await next.load(DEFAULTS)).toEqual({ ok: true, value: { workspace: withFile('unwritten.ts'), version: 2 } });
    expect({ left: localStorage.read(LEFT_WORKSPACE_STORAGE_KEY), again: await next.load(DEFAULTS) }).toEqual({
      left: null,
      again: { ok: true, value: { workspace: withFile('unwritten.ts'), version: 2 } },
    });
  });

  it('stores it when the closing page’s own last write reached the database, which holds older changes', async () => {
    const { leaving, next } = twoPages();
    await leaving.save(withFile('written.ts'), 0);
    leaving.keepOnLeave(withFile('newest.ts'), 0);
    expect(await next.load(DEFAULTS)).toEqual({ ok: true, value: { workspace: withFile('newest.ts'), version: 2 } });
  });

  it('drops it when another tab saved since: the newer save stays', async () => {
    const { localStorage, leaving, next } = twoPages();
    leaving.keepOnLeave(withFile('older.ts'), 0);
    await next.save(withFile('newer.ts'), 0);
    expect(await new IndexedDbWorkspaceRepository(localStorage, 'third').load(DEFAULTS)).toEqual({
      ok: true,
      value: { workspace: withFile('newer.ts'), version: 1 },
    });
  });

  it('forgets what it kept once the same page, shown again, writes', async () => {
    const { localStorage, leaving } = twoPages();
    leaving.keepOnLeave(withFile('kept.ts'), 0);
    await leaving.save(withFile('later.ts'), 0);
    expect(localStorage.read(LEFT_WORKSPACE_STORAGE_KEY)).toBeNull();
  });
});
