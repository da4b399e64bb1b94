/**
 * Resolves in a later task, so what waits (input, a frame, a network answer) runs first. `scheduler.yield()` where
 * the browser has it (the continuation then goes before other queued work of its priority); a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
