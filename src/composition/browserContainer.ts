import { Container } from 'inversify';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { FetchHandCashConnect } from '../adapters/handcash/fetchHandCashConnect.adapter';
import { HttpClaimBoard } from '../adapters/http/httpClaimBoard.adapter';
import { HttpSessionGateway } from '../adapters/http/httpSessionGateway.adapter';
import { LazyIssueTracker } from '../adapters/github/lazyIssueTracker.adapter';
import { GitHubRepositoryStats } from '../adapters/github/githubRepositoryStats.adapter';
import { SimulatedAssistant } from '../adapters/simulated/simulatedAssistant.adapter';
import { SystemClock } from '../adapters/system/systemClock.adapter';
import { SystemRandom } from '../adapters/system/systemRandom.adapter';
import type { RuntimeConfig } from '../ports/runtimeConfig.port';
import { bindApplication } from './applicationBindings';
import { bindPorts } from './bindPorts';

/** The composition root of the browser: real adapters for every port, then the application on top. */
export function createBrowserContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  const random = new SystemRandom();
  const tabStore = new WebStorageKeyValueStore(() => window.sessionStorage);
  bindPorts(container, {
    config,
    clock,
    random,
    persistentStore: new WebStorageKeyValueStore(() => window.localStorage),
    tabStore,
    issueTracker: new LazyIssueTracker(async () => {
      const { GitHubIssueTracker } = await import('../adapters/github/githubIssueTracker.adapter');
      return new GitHubIssueTracker(config.github.apiUrl, config.github.repo, tabStore, clock);
    }),
    repositoryStats: new GitHubRepositoryStats(config.github.apiUrl, config.github.repo),
    sessionGateway: new HttpSessionGateway(),
    claimBoard: new HttpClaimBoard(),
    handCashConnect: new FetchHandCashConnect(config.handcash.connectUrl),
    navigation: new WindowNavigation(),
    assistant: new SimulatedAssistant(clock, random),
  });
  bindApplication(container);
  return container;
}
