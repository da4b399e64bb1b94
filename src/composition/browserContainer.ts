import { Container } from 'inversify';
import { WebStorageKeyValueStore } from '../adapters/browser/webStorage.adapter';
import { GitHubRepositoryStats } from '../adapters/github/githubRepositoryStats.adapter';
import { SystemClock } from '../adapters/system/systemClock.adapter';
import type { RuntimeConfig as RuntimeConfigValue } from '../domain/config/runtimeConfig';
import { Clock } from '../ports/clock.port';
import { PersistentStore, TabStore } from '../ports/keyValueStore.port';
import { RepositoryStats } from '../ports/repositoryStats.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { bindApplication } from './applicationBindings';

/** The composition root of the browser: real adapters for every port, then the application on top. */
export function createBrowserContainer(config: RuntimeConfigValue): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(RuntimeConfig).toConstantValue(config);
  container.bind(Clock).toConstantValue(new SystemClock());
  container.bind(PersistentStore).toConstantValue(new WebStorageKeyValueStore(() => window.localStorage));
  container.bind(TabStore).toConstantValue(new WebStorageKeyValueStore(() => window.sessionStorage));
  container
    .bind(RepositoryStats)
    .toConstantValue(new GitHubRepositoryStats(config.github.apiUrl, config.github.repo));
  bindApplication(container);
  return container;
}
