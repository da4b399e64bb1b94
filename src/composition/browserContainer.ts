import { Container } from 'inversify';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { FetchHandCashConnect } from '../adapters/handcash/fetchHandCashConnect.adapter';
import { ServerProfileGateway } from '../adapters/handcash/serverProfileGateway.adapter';
import { LazyIssueTracker } from '../adapters/github/lazyIssueTracker.adapter';
import { GitHubRepositoryStats } from '../adapters/github/githubRepositoryStats.adapter';
import { SimulatedAssistant } from '../adapters/simulated/simulatedAssistant.adapter';
import { SystemClock } from '../adapters/system/systemClock.adapter';
import { SystemRandom } from '../adapters/system/systemRandom.adapter';
import type { RuntimeConfig as RuntimeConfigValue } from '../domain/config/runtimeConfig';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { Assistant } from '../ports/assistant.port';
import { Clock } from '../ports/clock.port';
import { HandCashConnect } from '../ports/handCashConnect.port';
import { IssueTracker } from '../ports/issueTracker.port';
import { PersistentStore, TabStore } from '../ports/keyValueStore.port';
import { ProfileGateway } from '../ports/profileGateway.port';
import { Random } from '../ports/random.port';
import { RepositoryStats } from '../ports/repositoryStats.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { bindApplication } from './applicationBindings';

/** The composition root of the browser: real adapters for every port, then the application on top. */
export function createBrowserContainer(config: RuntimeConfigValue): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(RuntimeConfig).toConstantValue(config);
  const clock = new SystemClock();
  container.bind(Clock).toConstantValue(clock);
  const random = new SystemRandom();
  container.bind(Random).toConstantValue(random);
  container.bind(PersistentStore).toConstantValue(new WebStorageKeyValueStore(() => window.localStorage));
  const tabStore = new WebStorageKeyValueStore(() => window.sessionStorage);
  container.bind(TabStore).toConstantValue(tabStore);
  container.bind(IssueTracker).toConstantValue(
    new LazyIssueTracker(async () => {
      const { GitHubIssueTracker } = await import('../adapters/github/githubIssueTracker.adapter');
      return new GitHubIssueTracker(config.github.apiUrl, config.github.repo, tabStore, clock);
    }),
  );
  container
    .bind(RepositoryStats)
    .toConstantValue(new GitHubRepositoryStats(config.github.apiUrl, config.github.repo));
  container.bind(ProfileGateway).toConstantValue(new ServerProfileGateway());
  container.bind(HandCashConnect).toConstantValue(new FetchHandCashConnect(config.handcash.connectUrl));
  container.bind(BrowserNavigation).toConstantValue(new WindowNavigation());
  container.bind(Assistant).toConstantValue(new SimulatedAssistant(clock, random));
  bindApplication(container);
  return container;
}
