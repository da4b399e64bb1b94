/** The timer functions of a global scope, as far as the tracker uses them. */
export interface TimerScope {
  setTimeout: (handler: (...values: unknown[]) => void, delay?: number, ...values: unknown[]) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (handler: (...values: unknown[]) => void, delay?: number, ...values: unknown[]) => unknown;
  clearInterval: (id: unknown) => void;
}

/**
 * Counts the timers code has pending in `scope` (its `setTimeout`s not yet run or cleared, its `setInterval`s not
 * cleared) by wrapping the scope's timer functions, so a run ends as Node's does: once its code is done and nothing
 * is left to call back. `idle()` resolves when none is pending (an interval never cleared keeps it waiting: the
 * time limit ends that run).
 */
export function trackTimers(scope: TimerScope): { idle(): Promise<void> } {
  const pending = new Set<unknown>();
  const waiting: (() => void)[] = [];
  const settle = () => {
    if (pending.size === 0) waiting.splice(0).forEach((resolve) => resolve());
  };
  const { setTimeout, clearTimeout, setInterval, clearInterval } = scope;
  scope.setTimeout = (handler, delay, ...values) => {
    const id = setTimeout.call(
      undefined,
      (...given: unknown[]) => {
        pending.delete(id);
        try {
          if (typeof handler === 'function') handler(...given);
        } finally {
          settle();
        }
      },
      delay,
      ...values,
    );
    pending.add(id);
    return id;
  };
  scope.clearTimeout = (id) => {
    clearTimeout.call(undefined, id);
    pending.delete(id);
    settle();
  };
  scope.setInterval = (handler, delay, ...values) => {
    const id = setInterval.call(undefined, handler, delay, ...values);
    pending.add(id);
    return id;
  };
  scope.clearInterval = (id) => {
    clearInterval.call(undefined, id);
    pending.delete(id);
    settle();
  };
  return {
    idle: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        settle();
      }),
  };
}
