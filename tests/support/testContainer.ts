import { Container } from 'inversify';
import { FixedRandom } from '../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';
import { MemoryFileDigest } from '../../src/adapters/memory/memoryFileDigest.adapter';
import { MemoryFileSaver } from '../../src/adapters/memory/memoryFileSaver.adapter';
import { MemoryIssueTracker } from '../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryHandCashConnect } from '../../src/adapters/memory/memoryHandCashConnect.adapter';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memoryKeyValueStore.adapter';
import { MemoryListingCatalog } from '../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryMarketDesk } from '../../src/adapters/memory/memoryMarketDesk.adapter';
import { MemoryOfferBook } from '../../src/adapters/memory/memoryOfferBook.adapter';
import { MemoryMarketActivityFeed } from '../../src/adapters/memory/memoryMarketActivityFeed.adapter';
import { MemoryNavigation } from '../../src/adapters/memory/memoryNavigation.adapter';
import { MemoryClaimBoard } from '../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemoryGitHubSignIn } from '../../src/adapters/memory/memoryGitHubSignIn.adapter';
import { MemoryContractFeed } from '../../src/adapters/memory/memoryContractFeed.adapter';
import { MemoryContractJournalBoard } from '../../src/adapters/memory/memoryContractJournalBoard.adapter';
import { ContractJournalBoard } from '../../src/ports/contractJournalBoard.port';
import { MemoryPaymentDesk } from '../../src/adapters/memory/memoryPaymentDesk.adapter';
import { MemoryPendingPaymentDesk } from '../../src/adapters/memory/memoryPendingPaymentDesk.adapter';
import { MemorySessionGateway } from '../../src/adapters/memory/memorySessionGateway.adapter';
import { MemoryPortfolio } from '../../src/adapters/memory/memoryPortfolio.adapter';
import { MemoryRepositoryStats } from '../../src/adapters/memory/memoryRepositoryStats.adapter';
import { SAMPLE_LISTINGS } from '../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS } from '../../src/adapters/sample/sampleMarket';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../src/adapters/sample/samplePortfolio';
import { MemoryHubSubmissions } from '../../src/adapters/memory/memoryHubSubmissions.adapter';
import { MemoryAppVersions } from '../../src/adapters/memory/memoryAppVersions.adapter';
import { MemoryConnectivity } from '../../src/adapters/memory/memoryConnectivity.adapter';
import { AppVersions } from '../../src/ports/appVersions.port';
import { Connectivity } from '../../src/ports/connectivity.port';
import { MemoryHubBoard } from '../../src/adapters/memory/memoryHubBoard.adapter';
import { MemoryPlatformStats } from '../../src/adapters/memory/memoryPlatformStats.adapter';
import { MemoryCatalog } from '../../src/adapters/memory/memoryCatalog.adapter';
import { MemoryTemplateFiles } from '../../src/adapters/memory/memoryTemplateFiles.adapter';
import type { ApiReference } from '../../src/domain/app/apiReference';
import type { Manual, ManualDocument } from '../../src/domain/manual/manualDocument';
import { documentOfMarkdown } from '../../src/adapters/manual/markdownBlocks';
import type { ContributorOverview } from '../../src/domain/hub/contributors';
import type { DeveloperProfile } from '../../src/domain/hub/developers';
import type { Guide } from '../../src/domain/hub/guides';
import type { ProjectTemplate } from '../../src/domain/hub/templates';
import type { TokenFactSheet } from '../../src/domain/hub/tokenEconomics';
import { SAMPLE_CONTRIBUTOR_OVERVIEW } from '../../src/adapters/sample/sampleContributors';
import { SAMPLE_DEVELOPERS } from '../../src/adapters/sample/sampleDevelopers';
import { SAMPLE_GUIDES } from '../../src/adapters/sample/sampleGuides';
import { SAMPLE_PLATFORM_FIGURES } from '../../src/adapters/sample/samplePlatformFigures';
import { SAMPLE_TEMPLATES } from '../../src/adapters/sample/sampleTemplates';
import { SAMPLE_TOKEN_FACTS } from '../../src/adapters/sample/sampleTokenFacts';
import { MemoryClipboard } from '../../src/adapters/memory/memoryClipboard.adapter';
import { MemoryCodeRunner } from '../../src/adapters/memory/memoryCodeRunner.adapter';
import { MemorySourceControl } from '../../src/adapters/memory/memorySourceControl.adapter';
import { MemoryTransactionInspector } from '../../src/adapters/memory/memoryTransactionInspector.adapter';
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
import { MemoryServerStatus } from '../../src/adapters/memory/memoryServerStatus.adapter';
import { ServerStatusReader } from '../../src/ports/serverStatusReader.port';
import { MemoryDevchainDesk } from '../../src/adapters/memory/memoryDevchainDesk.adapter';
import { DevchainDesk } from '../../src/ports/devchainDesk.port';
import { GitHubSignIn } from '../../src/ports/githubSignIn.port';
import type { ServerStatus } from '../../src/domain/operations/serverStatus';

/** 2026-11-22T12:00:00Z: a fixed "now" for tests. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

export const TEST_CONFIG: RuntimeConfigValue = {
  mode: 'embedded',
  editorEnabled: true,
  github: { apiUrl: '/sample-github', repo: 'owner/repo', webUrl: 'https://github.com/owner/repo', gateway: false, maxPages: 10 },
  handcash: { appId: 'sandbox-app', connectUrl: '/sandbox-wallet/connect', authorizeUrl: '/sandbox-wallet/authorize', sandbox: true },
  payments: { maintainers: ['sandbox_alice'], bsvPerBapp: 0.00001, explorerTxUrl: 'https://whatsonchain.com/tx/{txid}' },
};

/** The in-memory adapters of a test container, reachable so a test can arrange and inspect them. */
/** A ready server on the embedded default, as `GET /api/status` answers it. */
export const SAMPLE_SERVER_STATUS: ServerStatus = {
  version: '0.1.0',
  ready: true,
  database: { engine: 'pglite', reachable: true, migrationsApplied: 4, migrationsPending: 0 },
  github: { mode: 'sample', quotaRemaining: null, rateLimitedUntil: null, lastWebhookAt: null },
  wallet: { mode: 'sandbox', configured: true, reachable: true },
  checkedAt: TEST_NOW,
};

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
  /** The payments API: empty; `sandbox_alice` is the maintainer; the caller is whoever `sessions` holds. */
  readonly payments: MemoryPaymentDesk;
  /** The signed-in payer's payments pending check: none unless a test gives some. */
  readonly pendingPayments: MemoryPendingPaymentDesk;
  /** GitHub sign-in on the server: hands out a fixed authorize address. */
  readonly githubSignIn: MemoryGitHubSignIn;
  /** The server's status (`/status`): ready, embedded default. */
  readonly serverStatus: MemoryServerStatus;
  /** The wallet's connect API. */
  readonly connect: MemoryHandCashConnect;
  /** Where the browser was sent (the wallet's authorize page). */
  readonly navigation: MemoryNavigation;
  /** Randomness for the simulated assistant: 0 by default, so it replies after 1000 ms with the first reply. */
  readonly random: FixedRandom;
  /** The repository's issues and pull requests: no records until a test gives some. */
  readonly issueTracker: MemoryIssueTracker;
  /** The server's contracts: derived from `issueTracker` and `claims` at each load. */
  readonly contractFeed: MemoryContractFeed;
  /** Contracts' histories (none known: `not-found`) and the inbox's contract notices (none). */
  readonly contractJournal: MemoryContractJournalBoard;
  /** The hub's read-only data: the embedded default's sample data until a test replaces it or makes it fail. */
  readonly templates: MemoryCatalog<readonly ProjectTemplate[]>;
  /** The templates' files: none until a test gives some. */
  readonly templateFiles: MemoryTemplateFiles;
  readonly developers: MemoryCatalog<readonly DeveloperProfile[]>;
  readonly contributors: MemoryCatalog<ContributorOverview>;
  readonly guides: MemoryCatalog<readonly Guide[]>;
  readonly tokenFacts: MemoryCatalog<TokenFactSheet>;
  /** The API reference page's document: no operations until a test gives some. */
  readonly apiReference: MemoryCatalog<ApiReference>;
  readonly manual: MemoryCatalog<Manual>;
  readonly changelog: MemoryCatalog<ManualDocument>;
  readonly developerGuides: MemoryCatalog<Manual>;
  readonly platformStats: MemoryPlatformStats;
  /** Where the hub's forms go: accepts and records every submission until told otherwise. */
  readonly submissions: MemoryHubSubmissions;
  /** The offers, commissions and briefs the server keeps: none by default; the caller is whoever `sessions` holds. */
  readonly hubBoard: MemoryHubBoard;
  /** The exchange's market: the ten sample listings, figures and news unless a test gives others. */
  readonly listingCatalog: MemoryListingCatalog;
  readonly marketDesk: MemoryMarketDesk;
  /** Offers: none unless a test gives some. */
  readonly offerBook: MemoryOfferBook;
  /** The activity feed: no events unless a test gives some. */
  readonly marketActivityFeed: MemoryMarketActivityFeed;
  /** The exchange's portfolio: the sample totals and holdings; claims and mints are refused and recorded. */
  readonly portfolio: MemoryPortfolio;
  /** A stand-in SHA-256 (same bytes, same digest). */
  readonly fileDigest: MemoryFileDigest;
  /** Records each download of an item's files. */
  readonly fileSaver: MemoryFileSaver;
  /** The editor's starting project: the sample seed unless a test gives another. */
  readonly seed: WorkspaceSeed;
  /** Where the editor's workspace is kept: nothing stored until a test stores something. */
  readonly workspaces: MemoryWorkspaceRepository;
  /** Runs nothing: a test plays each run's events. */
  readonly codeRunner: MemoryCodeRunner;
  readonly clipboard: MemoryClipboard;
  /** Decodes only the transactions a test gives it. */
  readonly transactionInspector: MemoryTransactionInspector;
  /** The server's devchain, as the editor's Chain panel reads it: a genesis block and nothing else. */
  readonly devchain: MemoryDevchainDesk;
  /** The workspace's repository: no commits until a test makes some; records each zip download. */
  readonly sourceControl: MemorySourceControl;
  /** The assistant; the simulated one over the test clock and randomness unless a test gives another. */
  readonly assistant: Assistant | null;
  /** Online until a test says otherwise. */
  readonly connectivity: MemoryConnectivity;
  /** No new version until a test announces one. */
  readonly appVersions: MemoryAppVersions;
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
    payments: overrides.payments ?? new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, ['sandbox_alice']),
    pendingPayments: overrides.pendingPayments ?? new MemoryPendingPaymentDesk([]),
    serverStatus: overrides.serverStatus ?? new MemoryServerStatus(SAMPLE_SERVER_STATUS),
    githubSignIn: overrides.githubSignIn ?? new MemoryGitHubSignIn(),
    connect: overrides.connect ?? new MemoryHandCashConnect(),
    navigation: overrides.navigation ?? new MemoryNavigation(),
    random: overrides.random ?? new FixedRandom(0),
    issueTracker: overrides.issueTracker ?? new MemoryIssueTracker([]),
    get contractFeed(): MemoryContractFeed {
      return feed;
    },
    contractJournal: overrides.contractJournal ?? new MemoryContractJournalBoard(TEST_NOW),
    templates: overrides.templates ?? new MemoryCatalog(SAMPLE_TEMPLATES),
    templateFiles: overrides.templateFiles ?? new MemoryTemplateFiles(),
    developers: overrides.developers ?? new MemoryCatalog(SAMPLE_DEVELOPERS),
    contributors: overrides.contributors ?? new MemoryCatalog(SAMPLE_CONTRIBUTOR_OVERVIEW),
    guides: overrides.guides ?? new MemoryCatalog(SAMPLE_GUIDES),
    tokenFacts: overrides.tokenFacts ?? new MemoryCatalog(SAMPLE_TOKEN_FACTS),
    apiReference: overrides.apiReference ?? new MemoryCatalog<ApiReference>({ title: 'API', version: '0', operations: [] }),
    manual: overrides.manual ?? new MemoryCatalog<Manual>({ documents: [documentOfMarkdown('readme', '# Read me\n\nThe workbench.')] }),
    changelog: overrides.changelog ?? new MemoryCatalog<ManualDocument>(documentOfMarkdown('changelog', '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- Everything.')),
    developerGuides: overrides.developerGuides ?? new MemoryCatalog<Manual>({ documents: [documentOfMarkdown('first-steps', '# First steps\n\n```js\nconsole.log(1);\n```')] }),
    platformStats: overrides.platformStats ?? new MemoryPlatformStats(SAMPLE_PLATFORM_FIGURES),
    submissions: overrides.submissions ?? new MemoryHubSubmissions(),
    hubBoard: overrides.hubBoard ?? new MemoryHubBoard(() => sessions.signedIn?.handle ?? null),
    listingCatalog: overrides.listingCatalog ?? new MemoryListingCatalog(SAMPLE_LISTINGS, SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS),
    marketDesk: overrides.marketDesk ?? new MemoryMarketDesk(),
    offerBook: overrides.offerBook ?? new MemoryOfferBook(),
    marketActivityFeed: overrides.marketActivityFeed ?? new MemoryMarketActivityFeed(),
    portfolio: overrides.portfolio ?? new MemoryPortfolio(SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings(SAMPLE_LISTINGS)),
    fileDigest: overrides.fileDigest ?? new MemoryFileDigest(),
    fileSaver: overrides.fileSaver ?? new MemoryFileSaver(),
    seed: overrides.seed ?? SAMPLE_SEED,
    workspaces: overrides.workspaces ?? new MemoryWorkspaceRepository(),
    codeRunner: overrides.codeRunner ?? new MemoryCodeRunner(),
    clipboard: overrides.clipboard ?? new MemoryClipboard(),
    transactionInspector: overrides.transactionInspector ?? new MemoryTransactionInspector(),
    sourceControl: overrides.sourceControl ?? new MemorySourceControl(),
    devchain: overrides.devchain ?? new MemoryDevchainDesk(TEST_NOW),
    assistant: overrides.assistant ?? null,
    connectivity: overrides.connectivity ?? new MemoryConnectivity(),
    appVersions: overrides.appVersions ?? new MemoryAppVersions(),
  };
  const feed = overrides.contractFeed ?? new MemoryContractFeed(adapters.issueTracker, adapters.claims, clock);
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, {
    config: adapters.config,
    clock: adapters.clock,
    random: adapters.random,
    persistentStore: adapters.persistent,
    tabStore: adapters.session,
    repositoryStats: new MemoryRepositoryStats(adapters.openIssues),
    sessionGateway: adapters.sessions,
    claimBoard: adapters.claims,
    contractFeed: adapters.contractFeed,
    paymentDesk: adapters.payments,
    pendingPaymentDesk: adapters.pendingPayments,
    handCashConnect: adapters.connect,
    navigation: adapters.navigation,
    templateCatalog: adapters.templates,
    templateFiles: adapters.templateFiles,
    developerCatalog: adapters.developers,
    contributorCatalog: adapters.contributors,
    guideCatalog: adapters.guides,
    tokenFactsCatalog: adapters.tokenFacts,
    apiReferenceCatalog: adapters.apiReference,
    manualCatalog: adapters.manual,
    changelogCatalog: adapters.changelog,
    developerGuideCatalog: adapters.developerGuides,
    platformStats: adapters.platformStats,
    hubSubmissions: adapters.submissions,
    hubBoard: adapters.hubBoard,
    listingCatalog: adapters.listingCatalog,
    marketDesk: adapters.marketDesk,
    offerBook: adapters.offerBook,
    marketActivityFeed: adapters.marketActivityFeed,
    portfolio: adapters.portfolio,
    fileDigest: adapters.fileDigest,
    fileSaver: adapters.fileSaver,
    assistant: adapters.assistant ?? new SimulatedAssistant(adapters.clock, adapters.random),
    workspaceSource: new MemoryWorkspaceSource(adapters.seed),
    workspaceRepository: adapters.workspaces,
    codeRunner: adapters.codeRunner,
    clipboard: adapters.clipboard,
    transactionInspector: adapters.transactionInspector,
    sourceControl: adapters.sourceControl,
    keptItemFiles: adapters.marketDesk,
  });
  // Read only by the status page, whose feature binds the HTTP reader unless one is bound (statusBindings.ts).
  container.bind(ServerStatusReader).toConstantValue(adapters.serverStatus);
  // Read only by the contract journal's feature, which binds the HTTP board unless one is bound (contractJournalBindings.ts).
  container.bind(ContractJournalBoard).toConstantValue(adapters.contractJournal);
  container.bind(GitHubSignIn).toConstantValue(adapters.githubSignIn);
  // Read only by the Chain panel's feature, which binds the HTTP desk unless one is bound (chainBindings.ts).
  container.bind(DevchainDesk).toConstantValue(adapters.devchain);
  // Read by the editor's status bar and the update prompt, whose features bind the browser's unless one is bound.
  container.bind(Connectivity).toConstantValue(adapters.connectivity);
  container.bind(AppVersions).toConstantValue(adapters.appVersions);
  bindApplication(container);
  return { container, adapters };
}
