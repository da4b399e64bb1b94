import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lazyWorkspaceRepository } from '../../src/adapters/lazy/lazyWorkspaceRepository';
import { MemoryWorkspaceRepository } from '../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { SAMPLE_SEED } from '../../src/adapters/sample/sampleWorkspaceSource.adapter';

const workspace = SAMPLE_SEED.workspace;

/** A lazy repository over a memory one, counting the loads of its code; the first `failures` loads fail. */
function lazyRepository(failures = 0) {
  const inner = new MemoryWorkspaceRepository();
  const loads = { count: 0 };
  const repository = lazyWorkspaceRepository(async () => {
    loads.count += 1;
    if (loads.count <= failures) throw new Error('chunk failed to load');
    return inner;
  });
  return { repository, inner, loads };
}

describe('lazyWorkspaceRepository', () => {
  it('loads its adapter on the first read, once, and forwards reads, saves and what another tab saved', async () => {
    const { repository, inner, loads } = lazyRepository();
    const before = loads.count;
    const first = await repository.load(workspace);
    const saved = await repository.save(workspace, 0);
    const elsewhere = firstValueFrom(repository.savedElsewhere$);
    // The subscription reaches the loaded adapter a task later (the load is a promise).
    await new Promise((resolve) => setTimeout(resolve, 0));
    inner.saveElsewhere(workspace);
    expect({ before, first, saved, elsewhere: await elsewhere, loads: loads.count, stored: inner.stored?.version }).toEqual({
      before: 0,
      first: { ok: true, value: null },
      saved: { ok: true, value: 1 },
      elsewhere: 2,
      loads: 1,
      stored: 2,
    });
  });

  it('keeps nothing on leaving before its adapter has loaded, and hands the workspace on once it has', async () => {
    const { repository, inner } = lazyRepository();
    repository.keepOnLeave(workspace, 0);
    const keptBefore = inner.left;
    await repository.load(workspace);
    repository.keepOnLeave(workspace, 0);
    expect({ keptBefore, keptAfter: inner.left }).toEqual({ keptBefore: null, keptAfter: { workspace, baseVersion: 0 } });
  });

  it("reports 'unavailable' when its code cannot be loaded, completes savedElsewhere$, and tries again on the next call", async () => {
    const { repository, loads } = lazyRepository(2);
    const failed = await repository.load(workspace);
    const elsewhere = await firstValueFrom(repository.savedElsewhere$.pipe(toArray()));
    const retried = await repository.load(workspace);
    expect({ failed, elsewhere, retried, loads: loads.count }).toEqual({
      failed: { ok: false, error: 'unavailable' },
      elsewhere: [],
      retried: { ok: true, value: null },
      loads: 3,
    });
  });
});
