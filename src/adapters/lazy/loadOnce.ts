/**
 * `load` called at most once while it succeeds: every call returns the same promise, so once the code has arrived a
 * caller continues in a microtask. A dynamic `import()` of a module already loaded still resolves in a later task,
 * which queues behind whatever long task the page is running (Monaco's evaluation on the editor). A failed load is
 * forgotten, so the next call tries again.
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
