import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindPorts, type PortAdapters } from '../../src/composition/bindPorts';
import { resolve } from '../../src/composition/resolve';
import { Clock } from '../../src/ports/clock.port';
import { Random } from '../../src/ports/random.port';
import { RuntimeConfig } from '../../src/ports/runtimeConfig.port';
import { createTestContainer } from '../support/testContainer';

/** Tokens carry their service's type: the `@ts-expect-error` lines fail `npm run typecheck` if they compile. */
describe('typed service tokens', () => {
  it('resolve to the type of their port, and a wrong one does not compile', () => {
    const { container, adapters } = createTestContainer();
    const clock: Clock = resolve(container, Clock);
    // @ts-expect-error -- the RuntimeConfig token does not give a Clock
    const wrong: Clock = resolve(container, RuntimeConfig);
    expect([clock, wrong]).toEqual([adapters.clock, adapters.config]);
  });

  it('make every port need an adapter of its own type', () => {
    const adapters = { random: { next: () => 0 } } as unknown as PortAdapters;
    // @ts-expect-error -- a Clock is no Random
    const swapped: PortAdapters = { ...adapters, random: adapters.clock };
    // @ts-expect-error -- a port left without an adapter
    const missing: PortAdapters = { ...adapters, random: undefined };
    expect([swapped.random, missing.random]).toEqual([undefined, undefined]);
    const container = new Container();
    bindPorts(container, adapters);
    expect(container.get(Random)).toBe(adapters.random);
  });
});
