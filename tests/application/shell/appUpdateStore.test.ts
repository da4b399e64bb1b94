import { describe, expect, it } from 'vitest';
import { MemoryAppVersions } from '../../../src/adapters/memory/memoryAppVersions.adapter';
import { AppUpdateStore, type AppUpdateState } from '../../../src/application/shell/appUpdateStore';
import { UnsavedWork } from '../../../src/application/shell/unsavedWork';

function store() {
  const versions = new MemoryAppVersions();
  const unsavedWork = new UnsavedWork();
  const updates = new AppUpdateStore(versions, unsavedWork);
  const seen: AppUpdateState[] = [];
  updates.state$.subscribe((state) => seen.push(state));
  return { versions, unsavedWork, updates, seen };
}

describe('AppUpdateStore', () => {
  it('announces a waiting version only once it waits, and reloads into it when asked', async () => {
    const { versions, updates, seen } = store();
    updates.watch();
    updates.reload();
    versions.announce();
    updates.reload();
    expect({ seen, takeOvers: versions.takeOvers }).toEqual({
      seen: [
        { ready: false, held: false },
        { ready: true, held: false },
      ],
      takeOvers: 1,
    });
  });

  it('never reloads while unsaved work exists; reloads once the work is saved', () => {
    const { versions, unsavedWork, updates } = store();
    let dirty = true;
    const unregister = unsavedWork.register(() => dirty);
    updates.watch();
    versions.announce();
    updates.reload();
    const held = { state: updates.state, takeOvers: versions.takeOvers };
    dirty = false;
    updates.reload();
    unregister();
    expect({ held, after: { state: updates.state, takeOvers: versions.takeOvers }, unsaved: unsavedWork.exists() }).toEqual({
      held: { state: { ready: true, held: true }, takeOvers: 0 },
      after: { state: { ready: true, held: false }, takeOvers: 1 },
      unsaved: false,
    });
  });
});
