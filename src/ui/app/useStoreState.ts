import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** Anything that holds state outside React: a synchronous current value and an observable of changes. */
export interface ReadableStore<State> {
  readonly state: State;
  readonly state$: Observable<State>;
}

/** The current state of a store; re-renders on each change and unsubscribes with the component. */
export function useStoreState<State>(store: ReadableStore<State>): State {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const read = useCallback(() => store.state, [store]);
  return useSyncExternalStore(subscribe, read, read);
}
