import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startTypeScriptWorkerOnUse,
  TYPESCRIPT_WORKER_IDLE_START_MS,
  TYPESCRIPT_WORKER_USE_DELAY_MS,
  type EditorUses,
} from '../../../src/ui/pages/home/editor/monaco/typeScriptWorkerStart';

type Event = 'content' | 'key' | 'mouse' | 'dispose';

/** A stand-in for Monaco's editor: fires its events on demand and counts the listeners still attached. */
function fakeEditor() {
  const listeners = new Map<Event, Set<() => void>>();
  const on = (event: Event) => (listener: () => void) => {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set.add(listener));
    return { dispose: () => set.delete(listener) };
  };
  const editor: EditorUses = { onDidChangeModelContent: on('content'), onKeyDown: on('key'), onMouseMove: on('mouse'), onDidDispose: on('dispose') };
  return {
    editor,
    fire: (event: Event) => [...(listeners.get(event) ?? [])].forEach((listener) => listener()),
    listening: () => ['content', 'key', 'mouse'].reduce((sum, event) => sum + (listeners.get(event as Event)?.size ?? 0), 0),
  };
}

describe("TypeScript's worker starts on use", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['content', 'key', 'mouse'] as const)('starts once, %s use plus the delay later, after the answer to the use is painted', (event) => {
    const { editor, fire, listening } = fakeEditor();
    const start = vi.fn();
    startTypeScriptWorkerOnUse(editor, start);
    fire(event);
    vi.advanceTimersByTime(TYPESCRIPT_WORKER_USE_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    fire('key');
    vi.advanceTimersByTime(1);
    expect({ starts: start.mock.calls.length, listening: listening() }).toEqual({ starts: 1, listening: 0 });
    vi.advanceTimersByTime(TYPESCRIPT_WORKER_IDLE_START_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after a quiet while when the code is only shown, and stops listening', () => {
    const { editor, listening } = fakeEditor();
    const start = vi.fn();
    startTypeScriptWorkerOnUse(editor, start);
    vi.advanceTimersByTime(TYPESCRIPT_WORKER_IDLE_START_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect({ starts: start.mock.calls.length, listening: listening() }).toEqual({ starts: 1, listening: 0 });
  });

  it('never starts once the editor is gone, before or after a use', () => {
    for (const usedFirst of [false, true]) {
      const { editor, fire, listening } = fakeEditor();
      const start = vi.fn();
      startTypeScriptWorkerOnUse(editor, start);
      if (usedFirst) fire('mouse');
      fire('dispose');
      vi.advanceTimersByTime(TYPESCRIPT_WORKER_IDLE_START_MS * 2);
      expect({ starts: start.mock.calls.length, listening: listening() }).toEqual({ starts: 0, listening: 0 });
    }
  });
});
