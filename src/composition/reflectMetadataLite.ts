/**
 * Stands in for `reflect-metadata/lite`, which `@inversifyjs/container` imports for its side effect (the build and
 * the tests alias it here: `vite.config.ts`, `vitest.config.ts`). Inversify reads and writes its own metadata
 * through `Reflect.defineMetadata`, `Reflect.getOwnMetadata` and `Reflect.getMetadata` only; the app binds
 * everything with `toDynamicValue`/`toConstantValue` and uses no decorators, so the rest of the polyfill (about
 * 2.5 KB gzip on every route) was dead weight. The three functions keep the polyfill's meaning: metadata is kept
 * per target and property key, and `getMetadata` also looks up the target's prototype chain.
 */
type MetadataProperty = string | symbol | undefined;
type MetadataMap = Map<unknown, unknown>;

const store = new WeakMap<object, Map<MetadataProperty, MetadataMap>>();

function ownMap(target: object, propertyKey: MetadataProperty, create: boolean): MetadataMap | undefined {
  let byProperty = store.get(target);
  if (byProperty === undefined) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let metadata = byProperty.get(propertyKey);
  if (metadata === undefined && create) {
    metadata = new Map();
    byProperty.set(propertyKey, metadata);
  }
  return metadata;
}

function defineMetadata(key: unknown, value: unknown, target: object, propertyKey?: MetadataProperty): void {
  ownMap(target, propertyKey, true)?.set(key, value);
}

function getOwnMetadata(key: unknown, target: object, propertyKey?: MetadataProperty): unknown {
  return ownMap(target, propertyKey, false)?.get(key);
}

function getMetadata(key: unknown, target: object, propertyKey?: MetadataProperty): unknown {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const metadata = ownMap(current, propertyKey, false);
    if (metadata?.has(key) === true) return metadata.get(key);
  }
  return undefined;
}

const reflect = Reflect as unknown as Record<string, unknown>;
// A full polyfill loaded first (by a test tool, say) keeps its own functions.
reflect['defineMetadata'] ??= defineMetadata;
reflect['getOwnMetadata'] ??= getOwnMetadata;
reflect['getMetadata'] ??= getMetadata;

/** A module (not a script), so the tests can import it for its effect. */
export {};
