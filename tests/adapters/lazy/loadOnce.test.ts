import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/adapters/lazy/loadOnce';

describe('loadOnce', () => {
  it('loads once, however often and however concurrently it is called, and answers every call with the same value', async () => {
    const load = vi.fn(() => Promise.resolve({ code: 'adapters' }));
    const adapters = loadOnce(load);
    const [first, second] = await Promise.all([adapters(), adapters()]);
    const third = await adapters();
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('answers a call after the load in microtasks, before any task queued meanwhile (an import() resolves in a task)', async () => {
    const inATask = () => new Promise<string>((resolve) => setTimeout(() => resolve('adapters'), 0));
    const adapters = loadOnce(inATask);
    await adapters();
    const order: string[] = [];
    setTimeout(() => order.push('task'), 0);
    await adapters().then(() => order.push('answered'));
    expect(order).toEqual(['answered']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['answered', 'task']);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('adapters');
    const adapters = loadOnce(load);
    await expect(adapters()).rejects.toThrow('offline');
    await expect(adapters()).resolves.toBe('adapters');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
