import { useSyncExternalStore } from 'react';

/** Matches the CSS breakpoint (`--mobile`) below which the workbench shows one area at a time. */
const NARROW_QUERY = '(max-width: 768px)';

const query = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

/** Whether the workbench shows one area at a time, now. */
export const isNarrowLayout = (): boolean => query()?.matches ?? false;

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the workbench shows one area at a time, kept current as the window is resized. */
export const useNarrowLayout = (): boolean => useSyncExternalStore(subscribe, isNarrowLayout, () => false);
