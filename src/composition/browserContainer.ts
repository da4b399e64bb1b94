import { Container } from 'inversify';
import { SubtleFileDigest } from '../adapters/browser/subtleFileDigest.adapter';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { FetchHandCashConnect } from '../adapters/handcash/fetchHandCashConnect.adapter';
import { LazyClaimBoard } from '../adapters/http/lazyClaimBoard.adapter';
import { HttpSessionGateway } from '../adapters/http/httpSessionGateway.adapter';
import { LazyIssueTracker } from '../adapters/github/lazyIssueTracker.adapter';
import { GitHubRepositoryStats } from '../adapters/github/githubRepositoryStats.adapter';
import { GatewayRepositoryStats } from '../adapters/github/gatewayRepositoryStats.adapter';
import { REPOSITORY_CACHE_FRESH_MS } from '../domain/contracts/repositoryCache';
import { SampleListingCatalog } from '../adapters/sample/sampleListingCatalog.adapter';
import { sampleListingCount } from '../adapters/sample/sampleListingCount';
import { SamplePortfolio } from '../adapters/sample/samplePortfolio.adapter';
import { ServerAssistant } from '../adapters/assistant/serverAssistant.adapter';
import { NavigatorClipboard } from '../adapters/browser/navigatorClipboard.adapter';
import { IndexedDbWorkspaceRepository } from '../adapters/indexeddb/indexedDbWorkspaceRepository.adapter';
import { monacoTypeScriptCompiler } from '../adapters/monaco/monacoTypeScriptCompiler';
import { SampleWorkspaceSource } from '../adapters/sample/sampleWorkspaceSource.adapter';
import { SimulatedAssistant } from '../adapters/sample/simulatedAssistant.adapter';
import { WorkerCodeRunner } from '../adapters/worker/workerCodeRunner.adapter';
import { SystemClock } from '../adapters/system/systemClock.adapter';
import { SystemRandom } from '../adapters/system/systemRandom.adapter';
import type { RuntimeConfig } from '../ports/runtimeConfig.port';
import { SampleContributorDirectory } from '../adapters/sample/sampleContributorDirectory.adapter';
import { SampleDeveloperDirectory } from '../adapters/sample/sampleDeveloperDirectory.adapter';
import { SampleGuideCatalog } from '../adapters/sample/sampleGuideCatalog.adapter';
import { SampleHubSubmissions } from '../adapters/sample/sampleHubSubmissions.adapter';
import { SamplePlatformStats } from '../adapters/sample/samplePlatformStats.adapter';
import { SampleTemplateCatalog } from '../adapters/sample/sampleTemplateCatalog.adapter';
import { SampleTokenFacts } from '../adapters/sample/sampleTokenFacts.adapter';
import { bindApplication } from './applicationBindings';
import { bindPorts } from './bindPorts';

/** The composition root of the browser: real adapters for every port, then the application on top. */
export function createBrowserContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  const random = new SystemRandom();
  const tabStore = new WebStorageKeyValueStore(() => window.sessionStorage);
  // The exchange has no live market yet: every mode shows the sample, sized by `?listings=N` on the first page load.
  const listingCatalog = new SampleListingCatalog(sampleListingCount(window.location.search));
  const persistentStore = new WebStorageKeyValueStore(() => window.localStorage);
  // Monaco, set up with its bundled workers, is loaded with the editor page; Run compiles TypeScript with it.
  const loadMonaco = () => import('../ui/pages/home/editor/monaco/setUpMonaco').then((module) => module.setUpMonaco());
  bindPorts(container, {
    config,
    clock,
    random,
    persistentStore,
    tabStore,
    issueTracker: new LazyIssueTracker(async () => {
      const [{ GitHubIssueTracker }, { gatewayChanges }] = await Promise.all([
        import('../adapters/github/githubIssueTracker.adapter'),
        import('../adapters/github/gatewayChanges'),
      ]);
      const { apiUrl, repo, maxPages, gateway } = config.github;
      const options = gateway
        ? { apiUrl, repository: repo, maxPages, freshMs: 0, changes: gatewayChanges(`${apiUrl}/events`) }
        : { apiUrl, repository: repo, maxPages, freshMs: REPOSITORY_CACHE_FRESH_MS };
      return new GitHubIssueTracker(options, tabStore, clock);
    }),
    repositoryStats: config.github.gateway
      ? new GatewayRepositoryStats(config.github.apiUrl)
      : new GitHubRepositoryStats(config.github.apiUrl, config.github.repo, tabStore, clock),
    sessionGateway: new HttpSessionGateway(),
    claimBoard: new LazyClaimBoard(async () => {
      const { HttpClaimBoard } = await import('../adapters/http/httpClaimBoard.adapter');
      return new HttpClaimBoard();
    }),
    handCashConnect: new FetchHandCashConnect(config.handcash.connectUrl),
    navigation: new WindowNavigation(),
    // The hub's data and submissions have no live backend yet: the sample adapters serve every mode.
    templateCatalog: new SampleTemplateCatalog(),
    developerDirectory: new SampleDeveloperDirectory(),
    contributorDirectory: new SampleContributorDirectory(),
    guideCatalog: new SampleGuideCatalog(),
    tokenFacts: new SampleTokenFacts(),
    platformStats: new SamplePlatformStats(),
    hubSubmissions: new SampleHubSubmissions(),
    listingCatalog,
    portfolio: new SamplePortfolio(listingCatalog),
    fileDigest: new SubtleFileDigest(),
    assistant: new ServerAssistant(new SimulatedAssistant(clock, random)),
    workspaceSource: new SampleWorkspaceSource(),
    workspaceRepository: new IndexedDbWorkspaceRepository(persistentStore),
    codeRunner: new WorkerCodeRunner(monacoTypeScriptCompiler(loadMonaco)),
    clipboard: new NavigatorClipboard(),
  });
  bindApplication(container);
  return container;
}
