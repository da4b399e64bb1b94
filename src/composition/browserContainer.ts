import { Container } from 'inversify';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { LazyPortfolio } from '../adapters/http/lazyPortfolio.adapter';
import { HttpSessionGateway } from '../adapters/http/httpSessionGateway.adapter';
import { SystemClock } from '../adapters/system/systemClock.adapter';
import { SystemRandom } from '../adapters/system/systemRandom.adapter';
import { lazyPort } from '../adapters/lazy/lazyPort';
import { loadOnce } from '../adapters/lazy/loadOnce';
import { lazyWorkspaceRepository } from '../adapters/lazy/lazyWorkspaceRepository';
import type { RuntimeConfig } from '../ports/runtimeConfig.port';
import { SamplePlatformStats } from '../adapters/sample/samplePlatformStats.adapter';
import { bindApplication } from './applicationBindings';
import { bindPorts } from './bindPorts';
import { lazySampleExchange } from './lazySampleExchange';

/**
 * The composition root of the browser: real adapters for every port, then the application on top. The adapters
 * only one feature's pages use load with their first use (`lazyPort`), so they are not in the entry bundle.
 */
export function createBrowserContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  const random = new SystemRandom();
  const tabStore = new WebStorageKeyValueStore(() => window.sessionStorage);
  // The sample market (sized by `?listings=N` on the first page load) only beside the real one on the embedded
  // default, each of its listings marked "Sample"; the real market comes from the server's database.
  const { listingCatalog: sampleCatalog, portfolio } = lazySampleExchange(window.location.search);
  const marketAdapters = loadOnce(() => import('./marketAdapters'));
  const listingCatalog = lazyPort(async () => (await marketAdapters()).marketCatalog(config.mode === 'embedded', sampleCatalog), {
    listings: 'promise',
    marketFigures: 'promise',
    news: 'promise',
  });
  const sampleHub = loadOnce(() => import('../adapters/sample/sampleHub'));
  const persistentStore = new WebStorageKeyValueStore(() => window.localStorage);
  const editorAdapters = loadOnce(() => import('./editorAdapters'));
  const contractsAdapters = loadOnce(() => import('./contractsAdapters'));
  const apiReferenceAdapter = loadOnce(() => import('../adapters/http/httpApiReference.adapter'));
  bindPorts(container, {
    config,
    clock,
    random,
    persistentStore,
    tabStore,
    repositoryStats: lazyPort(
      async () =>
        config.github.gateway
          ? new (await import('../adapters/github/gatewayRepositoryStats.adapter')).GatewayRepositoryStats(config.github.apiUrl)
          : new (await import('../adapters/github/githubRepositoryStats.adapter')).GitHubRepositoryStats(
              config.github.apiUrl,
              config.github.repo,
              tabStore,
              clock,
            ),
      { openIssueCount: 'observable' },
    ),
    sessionGateway: new HttpSessionGateway(),
    claimBoard: lazyPort(async () => new (await contractsAdapters()).HttpClaimBoard(), {
      list: 'observable',
      claim: 'observable',
      release: 'observable',
    }),
    contractFeed: lazyPort(async () => new (await contractsAdapters()).HttpContractFeed(tabStore), { load: 'observable', changes: 'observable' }),
    paymentDesk: lazyPort(async () => new (await import('./paymentsAdapters')).HttpPaymentDesk(), {
      list: 'observable',
      pay: 'observable',
      due: 'observable',
      chooseAutoPayout: 'observable',
    }),
    handCashConnect: lazyPort(
      () =>
        import('../adapters/handcash/fetchHandCashConnect.adapter').then(
          ({ FetchHandCashConnect }) => new FetchHandCashConnect(config.handcash.connectUrl),
        ),
      { send: 'observable' },
    ),
    navigation: new WindowNavigation(),
    // The editor's adapters (IndexedDB workspace, sandboxed runner, the assistant's client) load with its page.
    assistant: lazyPort(async () => (await editorAdapters()).assistant(clock, random), { reply: 'observable' }),
    workspaceSource: lazyPort(async () => (await editorAdapters()).workspaceSource(), { seed: 'promise' }),
    workspaceRepository: lazyWorkspaceRepository(async () => (await editorAdapters()).workspaceRepository(persistentStore)),
    codeRunner: lazyPort(async () => (await editorAdapters()).codeRunner(), { run: 'observable', evaluate: 'observable' }),
    clipboard: lazyPort(async () => (await editorAdapters()).clipboard(), { copy: 'promise' }),
    // Git itself (isomorphic-git) and the zip code load with their first use, never with the editor.
    sourceControl: lazyPort(async () => (await editorAdapters()).sourceControl(), { branch: 'promise', read: 'promise', commit: 'promise', downloadZip: 'promise' }),
    // The inspector's SDK loads on its first use (a decode, a debug, the sample), never with the editor.
    transactionInspector: lazyPort(
      () => import('../adapters/bsv/bsvTransactionInspector.adapter').then(({ BsvTransactionInspector }) => new BsvTransactionInspector()),
      { decode: 'promise', debug: 'promise', sample: 'promise' },
    ),
    // The hub's read-only data has no live backend yet: the sample adapters serve every mode.
    templateCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_TEMPLATES)), { read: 'observable' }),
    templateFiles: lazyPort(() => sampleHub().then((hub) => new hub.SampleTemplateFiles()), { files: 'promise' }),
    developerCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_DEVELOPERS)), { read: 'observable' }),
    contributorCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_CONTRIBUTOR_OVERVIEW)), { read: 'observable' }),
    guideCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_GUIDES)), { read: 'observable' }),
    tokenFactsCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_TOKEN_FACTS)), { read: 'observable' }),
    // The API reference page reads the server's OpenAPI document.
    apiReferenceCatalog: lazyPort(async () => new (await apiReferenceAdapter()).HttpApiReference(), { read: 'observable' }),
    // The sidebar shows these on every route.
    platformStats: new SamplePlatformStats(),
    // Offers, commissions and briefs are kept by the app's server in every mode (its database).
    hubSubmissions: lazyPort(
      async () => new (await import('../adapters/http/httpAdapters')).HttpHubSubmissions(),
      { submitServiceOffer: 'observable', submitCommission: 'observable', sendDeveloperBrief: 'observable' },
    ),
    hubBoard: lazyPort(
      async () => new (await import('../adapters/http/httpAdapters')).HttpHubBoard(),
      { offers: 'observable', withdrawOffer: 'observable', commissions: 'observable', closeCommission: 'observable', inbox: 'observable', inboxCount: 'observable' },
    ),
    listingCatalog,
    marketDesk: lazyPort(async () => new (await marketAdapters()).HttpMarketDesk(), { buy: 'promise', list: 'promise', distribute: 'promise', history: 'promise' }),
    // The signed-in person's code NFTs come from the server's wallet items (the sandbox wallet on the embedded
    // default); with no wallet configured the sample portfolio stands in.
    portfolio:
      config.handcash.sandbox || config.handcash.appId !== null
        ? new LazyPortfolio(async () => new (await import('../adapters/http/httpPortfolio.adapter')).HttpPortfolio())
        : portfolio,
    fileDigest: lazyPort(
      () => import('../adapters/browser/subtleFileDigest.adapter').then(({ SubtleFileDigest }) => new SubtleFileDigest()),
      { sha256Hex: 'promise' },
    ),
  });
  // A feature's route loads the code of the adapters its page reads through with the feature, not after rendering.
  bindApplication(container, {
    hub: sampleHub,
    exchange: () => import('../adapters/sample/sampleExchange'),
    apiReference: apiReferenceAdapter,
    // With the editor off, `/` shows the landing page, which reads none of them.
    ...(config.editorEnabled ? { editor: editorAdapters } : {}),
  });
  return container;
}
