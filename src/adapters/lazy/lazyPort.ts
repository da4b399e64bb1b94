import { defer, from, switchMap, type Observable } from 'rxjs';

type Method = (...args: never[]) => unknown;

/** How each method of a port answers, so a stand-in can answer the same way before the adapter has loaded. */
export type MethodKinds<Port> = {
  readonly [Name in keyof Port]: Port[Name] extends (...args: never[]) => Observable<unknown>
    ? 'observable'
    : Port[Name] extends (...args: never[]) => Promise<unknown>
      ? 'promise'
      : never;
};

/**
 * An adapter of `Port` whose code loads on the first call of one of its methods, so the adapter (and its sample
 * data) is not in the bundle every route loads. Every method listed in `kinds` forwards to the loaded adapter:
 * an Observable method loads on subscription, a Promise method on the call. `load` runs once; when it fails, the
 * call fails the way the method reports failures (an observable error, a rejected promise) and the next call
 * tries again. A member of `Port` that is neither kind of method cannot be listed, so such a port does not compile.
 */
export function lazyPort<Port extends object>(load: () => Promise<Port>, kinds: MethodKinds<Port>): Port {
  let loading: Promise<Port> | null = null;
  const loaded = (): Promise<Port> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const call = (adapter: Port, name: string, args: readonly unknown[]): unknown =>
    (adapter[name as keyof Port] as Method).apply(adapter, args as never[]);
  const standIn: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    standIn[name] =
      kind === 'observable'
        ? (...args: unknown[]) =>
            defer(() => from(loaded()).pipe(switchMap((adapter) => call(adapter, name, args) as Observable<unknown>)))
        : async (...args: unknown[]) => call(await loaded(), name, args);
  }
  return standIn as Port;
}
