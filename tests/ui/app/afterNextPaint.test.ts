import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/ui/app/afterNextPaint';

describe('waiting for the next paint before the first render', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('goes on in the task after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frame?.(16);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
  });

  it('goes on after 100 ms when no frame comes, and at once on a hidden page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterNextPaint()).resolves.toBeUndefined();
    vi.unstubAllGlobals();
  });
});
