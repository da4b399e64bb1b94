import { Container } from 'inversify';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { WindowNavigation } from '../adapters/browser/windowNavigation.adapter';
import { HttpSessionGateway } from '../adapters/http/httpSessionGateway.adapter';
import { SystemClock } from '../adapters/system/systemClock.adapter';
import { SystemRandom } from '../adapters/system/systemRandom.adapter';
import { lazyPort } from '../adapters/lazy/lazyPort';
import { loadOnce } from '../adapters/lazy/loadOnce';
import type { RuntimeConfig } from '../ports/runtimeConfig.port';
import { SamplePlatformStats } from '../adapters/sample/samplePlatformStats.adapter';
import { bindApplication } from './applicationBindings';
import type { FeatureCode } from './featureModules';
import type { BrowserPortsContext } from './featurePorts/browserPortsContext';
import { bindAdapters, SHELL_PORT_TOKENS } from './shellPorts';

/**
 * The composition root of the browser: real adapters for every port, then the application on top. The shell's
 * ports are bound now, each feature's with the feature (`featurePorts/`), and the
 * adapters only one feature's pages use load with their first use (`lazyPort`), so they are not in the entry bundle.
 */
export function createBrowserContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  const random = new SystemRandom();
  const tabStore = new WebStorageKeyValueStore(() => window.sessionStorage);
  const persistentStore = new WebStorageKeyValueStore(() => window.localStorage);
  // Read now: the sample market's size comes from the page the app started on (`?listings=N`).
  const firstSearch = window.location.search;
  const hubAdapters = loadOnce(() => import('../adapters/http/httpAdapters'));
  // Shared by a feature's load and its ports' adapters, so an adapter asked for once its feature has loaded
  // continues in a microtask (`loadOnce`).
  const code = {
    sampleHub: loadOnce(() => import('../adapters/sample/sampleHub')),
    editorAdapters: loadOnce(() => import('./editorAdapters')),
    apiReference: loadOnce(() => import('../adapters/http/httpApiReference.adapter')),
    hubAdapters,
  };
  bindAdapters(container, SHELL_PORT_TOKENS, {
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
    navigation: new WindowNavigation(),
    // The sidebar shows these on every route.
    platformStats: new SamplePlatformStats(),
    // The menu bar's inbox count is on every route.
    hubBoard: lazyPort(async () => new (await hubAdapters()).HttpHubBoard(), {
      offers: 'observable',
      withdrawOffer: 'observable',
      commissions: 'observable',
      closeCommission: 'observable',
      inbox: 'observable',
      inboxCount: 'observable',
    }),
  });
  const context: BrowserPortsContext = { config, clock, random, tabStore, persistentStore, firstSearch, code };
  // Each feature's ports are bound by its bindings' chunk (`featurePorts/`, re-exported there), not in the entry.
  const featurePorts: FeatureCode = {
    editor: () => import('./editorBindings').then((module) => module.bindEditorPorts(container, context)),
    transactions: () => import('./transactionsBindings').then((module) => module.bindTransactionsPorts(container)),
    exchange: () => import('./exchangeBindings').then((module) => module.bindExchangePorts(container, context)),
    contracts: () => import('./contractsBindings').then((module) => module.bindContractsPorts(container, context)),
    payments: () => import('./paymentsBindings').then((module) => module.bindPaymentsPorts(container)),
    hub: () => import('./hubBindings').then((module) => module.bindHubPorts(container, context)),
    signIn: () => import('./signInBindings').then((module) => module.bindSignInPorts(container, context)),
    apiReference: () => import('./apiReferenceBindings').then((module) => module.bindApiReferencePorts(container, context)),
    manual: () => import('./manualBindings').then((module) => module.bindManualPorts(container)),
  };
  // A feature's route loads the code of the adapters its page reads through with the feature, not after rendering.
  bindApplication(
    container,
    {
      hub: code.sampleHub,
      exchange: () => import('../adapters/sample/sampleExchange'),
      apiReference: code.apiReference,
      // With the editor off, `/` shows the landing page, which reads none of them.
      ...(config.editorEnabled ? { editor: code.editorAdapters } : {}),
    },
    featurePorts,
  );
  return container;
}
