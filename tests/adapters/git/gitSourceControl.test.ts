import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { GitSourceControl } from '../../../src/adapters/git/gitSourceControl.adapter';

const AT = Date.UTC(2026, 10, 26, 9, 30, 0);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the git source control (isomorphic-git over IndexedDB)', () => {
  it('starts an empty repository on main, commits files, and a new instance (a reload) reads the commit back', async () => {
    const git = new GitSourceControl();
    expect(await git.read()).toEqual({ ok: true, value: { branch: 'main', committed: [], log: [] } });
    const files = [
      { path: 'README.md', content: '# Hello\n' },
      { path: 'src/contracts/counter.ts', content: 'export const count = 1;\n' },
    ];
    const made = await git.commit(files, 'First commit', AT);
    expect(made.ok && made.value.id).toMatch(/^[0-9a-f]{40}$/);
    const reloaded = new GitSourceControl();
    expect(await reloaded.branch()).toEqual({ ok: true, value: 'main' });
    expect(await reloaded.read()).toEqual({
      ok: true,
      value: {
        branch: 'main',
        committed: files,
        log: [{ id: made.ok ? made.value.id : '', message: 'First commit', author: 'BSV Workbench', timestamp: AT }],
      },
    });
  });

  it('commits a deletion and an edit as the whole tree; the log is newest first', async () => {
    const git = new GitSourceControl();
    await git.commit([{ path: 'a.ts', content: 'a' }, { path: 'lib/b.ts', content: 'b' }], 'Two files', AT);
    await git.commit([{ path: 'a.ts', content: 'a2' }], 'Edit a, delete b', AT + 60_000);
    const read = await new GitSourceControl().read();
    expect(read.ok && { committed: read.value.committed, log: read.value.log.map((entry) => entry.message) }).toEqual({
      committed: [{ path: 'a.ts', content: 'a2' }],
      log: ['Edit a, delete b', 'Two files'],
    });
  });
});
