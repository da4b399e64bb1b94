import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemorySourceControl } from '../../../src/adapters/memory/memorySourceControl.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { BranchStore } from '../../../src/application/sourceControl/branchStore';
import { SourceControlStore } from '../../../src/application/sourceControl/sourceControlStore';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

async function setUp(sourceControl = new MemorySourceControl()) {
  const clock = new ManualClock(NOW);
  const editor = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), new MemoryWorkspaceRepository(), clock);
  await editor.ready;
  const branch = new BranchStore(sourceControl);
  const store = new SourceControlStore(sourceControl, editor, branch, clock);
  await store.refresh();
  return { editor, store, sourceControl, branch };
}

describe('SourceControlStore', () => {
  it('follows the workspace: a new file is added, a commit clears it, a deletion after it is deleted', async () => {
    const { editor, store } = await setUp();
    await store.commit('Initial commit');
    expect(store.state.changes).toEqual([]);
    editor.createFile('notes.md');
    expect(store.state.changes).toEqual([{ path: 'notes.md', kind: 'added' }]);
    store.showDiff('notes.md');
    expect(store.state.diff).toEqual({ path: 'notes.md', original: '', modified: '' });
    expect(await store.commit('  Add notes  ')).toBe(true);
    expect({ changes: store.state.changes, diff: store.state.diff, log: store.state.log.map((entry) => entry.message) }).toEqual({
      changes: [],
      diff: null,
      log: ['Add notes', 'Initial commit'],
    });
    editor.deleteFile('notes.md');
    expect(store.state.changes).toEqual([{ path: 'notes.md', kind: 'deleted' }]);
    store.dispose();
  });

  it('refuses an empty message, a commit with no changes, and reports a repository that fails', async () => {
    const { store, sourceControl } = await setUp();
    expect(await store.commit(' ')).toBe(false);
    expect(store.state.commit).toEqual({ kind: 'refused', refusal: 'empty' });
    await store.commit('Initial commit');
    expect([await store.commit('Again'), store.state.commit]).toEqual([false, { kind: 'refused', refusal: 'nothing-to-commit' }]);
    sourceControl.fail = true;
    await store.refresh();
    expect(store.state.repository).toBe('unavailable');
  });
});
