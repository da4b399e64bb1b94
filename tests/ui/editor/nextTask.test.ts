import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/ui/pages/home/editor/monaco/nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after a task queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued task', 'after nextTask']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
