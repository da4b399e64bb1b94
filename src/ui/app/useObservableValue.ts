import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable, re-rendering on each new one. The subscription ends with the component.
 * Pass a stable observable (a store's `state$`, or one made in `useMemo`); `initial` stands until it first emits.
 */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T;
export function useObservableValue<T>(source$: Observable<T>): T | undefined;
export function useObservableValue<T>(source$: Observable<T>, initial?: T): T | undefined {
  const latest = useRef<{ source: Observable<T>; value: T | undefined }>({ source: source$, value: initial });
  if (latest.current.source !== source$) latest.current = { source: source$, value: latest.current.value };

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source$.subscribe((value) => {
        latest.current = { source: source$, value };
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    [source$],
  );
  const read = useCallback(() => latest.current.value, []);
  return useSyncExternalStore(subscribe, read, read);
}
