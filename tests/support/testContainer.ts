import { Container } from 'inversify';
import { FixedRandom } from '../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryHandCashConnect } from '../../src/adapters/memory/memoryHandCashConnect.adapter';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memoryKeyValueStore.adapter';
import { MemoryNavigation } from '../../src/adapters/memory/memoryNavigation.adapter';
import { MemoryClaimBoard } from '../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemorySessionGateway } from '../../src/adapters/memory/memorySessionGateway.adapter';
import { MemoryRepositoryStats } from '../../src/adapters/memory/memoryRepositoryStats.adapter';
import { SimulatedAssistant } from '../../src/adapters/simulated/simulatedAssistant.adapter';
import { bindApplication } from '../../src/composition/applicationBindings';
import { bindPorts } from '../../src/composition/bindPorts';
import type { RuntimeConfig as RuntimeConfigValue } from '../../src/ports/runtimeConfig.port';
import type { CodeHostError } from '../../src/ports/codeHostError';

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
  /** The app server's session endpoint: knows no token unless given a table; nobody signed in by default. */
  readonly sessions: MemorySessionGateway;
  /** The shared claim board (the app server's claims API): empty by default, the caller is whoever `sessions` holds. */
  readonly claims: MemoryClaimBoard;
  /** The wallet's connect API. */
  readonly connect: MemoryHandCashConnect;
  /** Where the browser was sent (the wallet's authorize page). */
  readonly navigation: MemoryNavigation;
  /** Randomness for the simulated assistant: 0 by default, so it replies after 1000 ms with the first reply. */
  readonly random: FixedRandom;
  /** The repository's issues and pull requests: no records until a test gives some. */
  readonly issueTracker: MemoryIssueTracker;
}

/** A container with in-memory adapters for every port and the real application on top. */
export function createTestContainer(overrides: Partial<TestAdapters> = {}): { container: Container; adapters: TestAdapters } {
  const clock = overrides.clock ?? new ManualClock(TEST_NOW);
  const sessions = overrides.sessions ?? new MemorySessionGateway();
  const adapters: TestAdapters = {
    clock,
    persistent: overrides.persistent ?? new MemoryKeyValueStore(),
    session: overrides.session ?? new MemoryKeyValueStore(),
    openIssues: overrides.openIssues ?? 7,
    config: overrides.config ?? TEST_CONFIG,
    sessions,
    claims: overrides.claims ?? new MemoryClaimBoard(clock, () => sessions.signedIn?.handle ?? null),
    connect: overrides.connect ?? new MemoryHandCashConnect(),
    navigation: overrides.navigation ?? new MemoryNavigation(),
    random: overrides.random ?? new FixedRandom(0),
    issueTracker: overrides.issueTracker ?? new MemoryIssueTracker([]),
  };
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, {
    config: adapters.config,
    clock: adapters.clock,
    random: adapters.random,
    persistentStore: adapters.persistent,
    tabStore: adapters.session,
    issueTracker: adapters.issueTracker,
    repositoryStats: new MemoryRepositoryStats(adapters.openIssues),
    sessionGateway: adapters.sessions,
    claimBoard: adapters.claims,
    handCashConnect: adapters.connect,
    navigation: adapters.navigation,
    assistant: new SimulatedAssistant(adapters.clock, adapters.random),
  });
  bindApplication(container);
  return { container, adapters };
}
