import { Container } from 'inversify';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { FetchHandCashConnect } from '../adapters/handcash/fetchHandCashConnect.adapter';
import { ServerProfileGateway } from '../adapters/handcash/serverProfileGateway.adapter';
import { LazyIssueTracker } from '../adapters/github/lazyIssueTracker.adapter';
import { GitHubRepositoryStats } from '../adapters/github/githubRepositoryStats.adapter';
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
import { bindApplication } from './applicationBindings';
import { bindPorts } from './bindPorts';

/** The composition root of the browser: real adapters for every port, then the application on top. */
export function createBrowserContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  const random = new SystemRandom();
  const tabStore = new WebStorageKeyValueStore(() => window.sessionStorage);
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
      const { GitHubIssueTracker } = await import('../adapters/github/githubIssueTracker.adapter');
      return new GitHubIssueTracker(config.github.apiUrl, config.github.repo, tabStore, clock);
    }),
    repositoryStats: new GitHubRepositoryStats(config.github.apiUrl, config.github.repo),
    profileGateway: new ServerProfileGateway(),
    handCashConnect: new FetchHandCashConnect(config.handcash.connectUrl),
    navigation: new WindowNavigation(),
    assistant: new ServerAssistant(new SimulatedAssistant(clock, random)),
    workspaceSource: new SampleWorkspaceSource(),
    workspaceRepository: new IndexedDbWorkspaceRepository(persistentStore),
    codeRunner: new WorkerCodeRunner(monacoTypeScriptCompiler(loadMonaco)),
    clipboard: new NavigatorClipboard(),
  });
  bindApplication(container);
  return container;
}
