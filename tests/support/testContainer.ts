import 'reflect-metadata';
import { Container } from 'inversify';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memoryKeyValueStore.adapter';
import { MemoryRepositoryStats } from '../../src/adapters/memory/memoryRepositoryStats.adapter';
import { bindApplication } from '../../src/composition/applicationBindings';
import type { RuntimeConfig as RuntimeConfigValue } from '../../src/domain/config/runtimeConfig';
import { Clock } from '../../src/ports/clock.port';
import type { CodeHostError } from '../../src/ports/codeHostError';
import { PersistentStore, TabStore } from '../../src/ports/keyValueStore.port';
import { RepositoryStats } from '../../src/ports/repositoryStats.port';
import { RuntimeConfig } from '../../src/ports/runtimeConfig.port';

/** 2026-11-22T12:00:00Z: a fixed "now" for tests. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

export const TEST_CONFIG: RuntimeConfigValue = {
  mode: 'embedded',
  editorEnabled: true,
  github: { apiUrl: '/sample-github', repo: 'owner/repo', webUrl: 'https://github.com/owner/repo' },
  handcash: { appId: 'sandbox-app', connectUrl: '/sandbox-wallet/connect', authorizeUrl: '/sandbox-wallet/authorize', sandbox: true },
};

/** The in-memory adapters of a test container, reachable so a test can arrange and inspect them. */
export interface TestAdapters {
  readonly clock: ManualClock;
  readonly persistent: MemoryKeyValueStore;
  readonly session: MemoryKeyValueStore;
  readonly openIssues: number | CodeHostError;
  readonly config: RuntimeConfigValue;
}

/** A container with in-memory adapters for every port and the real application on top. */
export function createTestContainer(overrides: Partial<TestAdapters> = {}): { container: Container; adapters: TestAdapters } {
  const adapters: TestAdapters = {
    clock: overrides.clock ?? new ManualClock(TEST_NOW),
    persistent: overrides.persistent ?? new MemoryKeyValueStore(),
    session: overrides.session ?? new MemoryKeyValueStore(),
    openIssues: overrides.openIssues ?? 7,
    config: overrides.config ?? TEST_CONFIG,
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(RuntimeConfig).toConstantValue(adapters.config);
  container.bind(Clock).toConstantValue(adapters.clock);
  container.bind(PersistentStore).toConstantValue(adapters.persistent);
  container.bind(TabStore).toConstantValue(adapters.session);
  container.bind(RepositoryStats).toConstantValue(new MemoryRepositoryStats(adapters.openIssues));
  bindApplication(container);
  return { container, adapters };
}
