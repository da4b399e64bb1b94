import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

interface Latest<T> {
  readonly source: Observable<T>;
  readonly value: T;
}

const NOTHING = Symbol('nothing');

/**
 * The value a source emits synchronously on subscription (a BehaviorSubject, a store's `state$`), or `fallback`
 * when it emits nothing at once.
 */
function currentValueOf<T>(source$: Observable<T>, fallback: T | typeof NOTHING): T | typeof NOTHING {
  let current: T | typeof NOTHING = fallback;
  source$.subscribe((value) => (current = value)).unsubscribe();
  return current;
}

/**
 * The latest value of an observable, re-rendering on each new one; the subscription ends with the component.
 * The one hook views read state through. A store's `state$` (BehaviorSubject-backed) gives its current value on the
 * first render: `useObservableValue(store.state$)`. A source with no current value (a timer) needs `initial`, which
 * stands until it first emits. Pass a stable observable (a store's `state$`, or one made in `useMemo`).
 * Throws when the source has no current value and no `initial` is given: that is a bug in the caller.
 */
export function useObservableValue<T>(source$: Observable<T>, initial?: T): T {
  const latest = useRef<Latest<T> | null>(null);
  if (latest.current?.source !== source$) {
    const fallback = latest.current !== null ? latest.current.value : initial !== undefined ? initial : NOTHING;
    const value = currentValueOf(source$, fallback);
    if (value === NOTHING) throw new Error('useObservableValue: the source has no current value; pass an initial value.');
    latest.current = { source: source$, value };
  }

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
  const read = useCallback((): T => (latest.current as Latest<T>).value, []);
  return useSyncExternalStore(subscribe, read, read);
}
