import { defer, from, switchMap, type Observable } from 'rxjs';

/** The methods of a port whose every method returns an Observable. */
type ObservableMethods<Port> = { [Name in keyof Port]: (...args: never[]) => Observable<unknown> };

/**
 * A port whose real adapter (and its response validation) loads on first use, so it stays out of the bundle every
 * route loads. `methods` names every method of the port; each one loads the adapter, then calls it. Same contract as
 * the adapter it loads; a failed load of the code is an observable error, and the next call tries again.
 */
export function lazyPort<Port extends ObservableMethods<Port>>(load: () => Promise<Port>, methods: readonly (keyof Port & string)[]): Port {
  let loading: Promise<Port> | null = null;
  const adapter = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const entries = methods.map((name) => [
    name,
    (...args: never[]) => defer(() => from(adapter()).pipe(switchMap((port) => port[name](...args)))),
  ]);
  return Object.fromEntries(entries) as Port;
}
