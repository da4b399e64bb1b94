import { describe, expect, it } from 'vitest';

describe('the reflect-metadata shim inversify runs over (no full polyfill in the bundle)', () => {
  it('is what inversify loads: the polyfill is absent, only the three functions inversify calls exist', async () => {
    const { Container } = await import('inversify');
    const container = new Container();
    container.bind('answer').toConstantValue(42);
    expect(container.get('answer')).toBe(42);
    const reflect = Reflect as unknown as Record<string, unknown>;
    expect(['hasMetadata', 'getMetadataKeys', 'metadata'].map((name) => typeof reflect[name])).toEqual(['undefined', 'undefined', 'undefined']);
    expect(['defineMetadata', 'getOwnMetadata', 'getMetadata'].map((name) => typeof reflect[name])).toEqual(['function', 'function', 'function']);
  });

  it('keeps metadata per target and property key; getMetadata also reads the prototype chain', async () => {
    await import('../../src/composition/reflectMetadataLite');
    const reflect = Reflect as unknown as {
      defineMetadata(key: unknown, value: unknown, target: object, property?: string): void;
      getOwnMetadata(key: unknown, target: object, property?: string): unknown;
      getMetadata(key: unknown, target: object, property?: string): unknown;
    };
    class Base {}
    class Derived extends Base {}
    reflect.defineMetadata('k', 'base', Base);
    reflect.defineMetadata('k', 'method', Base, 'run');
    expect(reflect.getOwnMetadata('k', Base)).toBe('base');
    expect(reflect.getOwnMetadata('k', Base, 'run')).toBe('method');
    expect(reflect.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(reflect.getMetadata('k', Derived)).toBe('base');
    expect(reflect.getMetadata('other', Derived)).toBeUndefined();
    reflect.defineMetadata('k', 'derived', Derived);
    expect([reflect.getMetadata('k', Derived), reflect.getOwnMetadata('k', Base)]).toEqual(['derived', 'base']);
  });
});
