import { Container } from 'inversify';
import { SubtleFileDigest } from '../adapters/browser/subtleFileDigest.adapter';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { FetchHandCashConnect } from '../adapters/handcash/fetchHandCashConnect.adapter';
import { LazyClaimBoard } from '../adapters/http/lazyClaimBoard.adapter';
import { LazyPaymentDesk } from '../adapters/http/lazyPaymentDesk.adapter';
import { HttpSessionGateway } from '../adapters/http/httpSessionGateway.adapter';
import { LazyIssueTracker } from '../adapters/github/lazyIssueTracker.adapter';
import { GitHubRepositoryStats } from '../adapters/github/githubRepositoryStats.adapter';
import { GatewayRepositoryStats } from '../adapters/github/gatewayRepositoryStats.adapter';
import { REPOSITORY_CACHE_FRESH_MS } from '../domain/contracts/repositoryCache';
import { SampleListingCatalog } from '../adapters/sample/sampleListingCatalog.adapter';
import { sampleListingCount } from '../adapters/sample/sampleListingCount';
import { SamplePortfolio } from '../adapters/sample/samplePortfolio.adapter';
import { SimulatedAssistant } from '../adapters/simulated/simulatedAssistant.adapter';
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
  bindPorts(container, {
    config,
    clock,
    random,
    persistentStore: new WebStorageKeyValueStore(() => window.localStorage),
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
    paymentDesk: new LazyPaymentDesk(async () => {
      const { HttpPaymentDesk } = await import('../adapters/http/httpPaymentDesk.adapter');
      return new HttpPaymentDesk();
    }),
    handCashConnect: new FetchHandCashConnect(config.handcash.connectUrl),
    navigation: new WindowNavigation(),
    assistant: new SimulatedAssistant(clock, random),
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
  });
  bindApplication(container);
  return container;
}
