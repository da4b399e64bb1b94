import { Container } from 'inversify';
import { FixedRandom } from '../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryHandCashConnect } from '../../src/adapters/memory/memoryHandCashConnect.adapter';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memoryKeyValueStore.adapter';
import { MemoryNavigation } from '../../src/adapters/memory/memoryNavigation.adapter';
import { MemoryProfileGateway } from '../../src/adapters/memory/memoryProfileGateway.adapter';
import { MemoryRepositoryStats } from '../../src/adapters/memory/memoryRepositoryStats.adapter';
import { MemoryClipboard } from '../../src/adapters/memory/memoryClipboard.adapter';
import { MemoryCodeRunner } from '../../src/adapters/memory/memoryCodeRunner.adapter';
import { MemoryWorkspaceRepository } from '../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { SimulatedAssistant } from '../../src/adapters/sample/simulatedAssistant.adapter';
import type { Assistant } from '../../src/ports/assistant.port';
import type { WorkspaceSeed } from '../../src/ports/workspaceSource.port';
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
  /** The app server's profile endpoint: knows no token unless given a table. */
  readonly profiles: MemoryProfileGateway;
  /** The wallet's connect API. */
  readonly connect: MemoryHandCashConnect;
  /** Where the browser was sent (the wallet's authorize page). */
  readonly navigation: MemoryNavigation;
  /** Randomness for the simulated assistant: 0 by default, so it replies after 1000 ms with the first reply. */
  readonly random: FixedRandom;
  /** The repository's issues and pull requests: no records until a test gives some. */
  readonly issueTracker: MemoryIssueTracker;
  /** The editor's starting project: the sample seed unless a test gives another. */
  readonly seed: WorkspaceSeed;
  /** Where the editor's workspace is kept: nothing stored until a test stores something. */
  readonly workspaces: MemoryWorkspaceRepository;
  /** Runs nothing: a test plays each run's events. */
  readonly codeRunner: MemoryCodeRunner;
  readonly clipboard: MemoryClipboard;
  /** The assistant; the simulated one over the test clock and randomness unless a test gives another. */
  readonly assistant: Assistant | null;
}

/** A container with in-memory adapters for every port and the real application on top. */
export function createTestContainer(overrides: Partial<TestAdapters> = {}): { container: Container; adapters: TestAdapters } {
  const adapters: TestAdapters = {
    clock: overrides.clock ?? new ManualClock(TEST_NOW),
    persistent: overrides.persistent ?? new MemoryKeyValueStore(),
    session: overrides.session ?? new MemoryKeyValueStore(),
    openIssues: overrides.openIssues ?? 7,
    config: overrides.config ?? TEST_CONFIG,
    profiles: overrides.profiles ?? new MemoryProfileGateway(),
    connect: overrides.connect ?? new MemoryHandCashConnect(),
    navigation: overrides.navigation ?? new MemoryNavigation(),
    random: overrides.random ?? new FixedRandom(0),
    issueTracker: overrides.issueTracker ?? new MemoryIssueTracker([]),
    seed: overrides.seed ?? SAMPLE_SEED,
    workspaces: overrides.workspaces ?? new MemoryWorkspaceRepository(),
    codeRunner: overrides.codeRunner ?? new MemoryCodeRunner(),
    clipboard: overrides.clipboard ?? new MemoryClipboard(),
    assistant: overrides.assistant ?? null,
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
    profileGateway: adapters.profiles,
    handCashConnect: adapters.connect,
    navigation: adapters.navigation,
    assistant: adapters.assistant ?? new SimulatedAssistant(adapters.clock, adapters.random),
    workspaceSource: new MemoryWorkspaceSource(adapters.seed),
    workspaceRepository: adapters.workspaces,
    codeRunner: adapters.codeRunner,
    clipboard: adapters.clipboard,
  });
  bindApplication(container);
  return { container, adapters };
}
