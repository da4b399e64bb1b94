import { describe, expect, it } from 'vitest';
import { trackTimers, type TimerScope } from '../../../src/adapters/worker/timerTracker';

const scopeOf = (): TimerScope => ({
  setTimeout: globalThis.setTimeout as unknown as TimerScope['setTimeout'],
  clearTimeout: globalThis.clearTimeout as unknown as TimerScope['clearTimeout'],
  setInterval: globalThis.setInterval as unknown as TimerScope['setInterval'],
  clearInterval: globalThis.clearInterval as unknown as TimerScope['clearInterval'],
});

describe('the sandbox timer tracker', () => {
  it('is idle once every timeout has run or been cleared, and every interval cleared', async () => {
    const scope = scopeOf();
    const tracker = trackTimers(scope);
    const order: string[] = [];
    scope.setTimeout(() => order.push('late'), 20);
    const cleared = scope.setTimeout(() => order.push('never'), 5);
    scope.clearTimeout(cleared);
    let ticks = 0;
    const interval = scope.setInterval(() => {
      ticks += 1;
      if (ticks === 3) scope.clearInterval(interval);
    }, 1);
    scope.setTimeout(() => scope.setTimeout(() => order.push('nested'), 30), 1);
    await tracker.idle();
    order.push('idle');
    expect({ order, ticks }).toEqual({ order: ['late', 'nested', 'idle'], ticks: 3 });
  });

  it('is idle at once with nothing pending, and after a timeout whose handler throws', async () => {
    const scope = scopeOf();
    const tracker = trackTimers(scope);
    await tracker.idle();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.once('uncaughtException', onError);
    scope.setTimeout(() => {
      throw new Error('boom');
    }, 1);
    await tracker.idle();
    process.off('uncaughtException', onError);
    expect(errors.map(String)).toEqual(['Error: boom']);
  });
});
