import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** A route's page and the way to load it ahead of its first render. */
export interface LazyPage {
  readonly Page: ComponentType;
  /**
   * Loads the page's code and what it needs, once; settles when done, also on failure (which the page then shows,
   * and the next call tries again).
   */
  readonly preload: () => Promise<void>;
}

/**
 * A route's page, loaded once together with what it needs (`ready`: its features). Once loaded it renders at once;
 * before, it suspends until it is. A failed load is thrown to the route's error boundary while the address stays
 * the same (React renders again before it shows the boundary); the next navigation loads it again. Not `React.lazy`: a lazy component suspends on its first render even when its code is there, and React
 * reveals a suspended boundary no sooner than 300 ms after its fallback showed. The first page is preloaded before
 * the first render (`preloadPageAt`), so it shows as soon as its code is there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, ready: () => Promise<unknown>): LazyPage {
  let Loaded: ComponentType | null = null;
  let failure: { readonly error: Error; seenAt: string | null } | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= Promise.all([load(), ready()]).then(
      ([module]) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = null;
        failure = { error: error instanceof Error ? error : new Error(String(error)), seenAt: null };
      },
    );
    return loading;
  };
  function Page() {
    // Each navigation has its own key, also to the same address.
    const { key } = useLocation();
    if (Loaded !== null) return <Loaded />;
    if (failure !== null) {
      failure.seenAt ??= key;
      if (failure.seenAt === key) throw failure.error;
      failure = null;
    }
    // Suspends: React renders the page again once the load settles.
    throw preload();
  }
  return { Page, preload };
}
