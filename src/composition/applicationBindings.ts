import type { Container } from 'inversify';
import { InboxStore } from '../application/hub/inboxStore';
import { OpenIssueCountStore } from '../application/shell/openIssueCountStore';
import { PlatformStatsStore } from '../application/shell/platformStatsStore';
import { SidebarStore } from '../application/shell/sidebarStore';
import { FeatureModules } from '../ports/featureModules.port';
import { HubBoard } from '../ports/hubBoard.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { PlatformStats } from '../ports/platformStats.port';
import { RepositoryStats } from '../ports/repositoryStats.port';
import { ContainerFeatureModules, FEATURE_BINDINGS, type AdapterCode, type FeatureCode } from './featureModules';
import { bindService } from './resolve';
import { bindSession } from './sessionBindings';

/**
 * Binds the application's stores and use cases to whatever adapters the container already holds for the ports.
 * Shared by the browser's composition root and the tests' in-memory container, so both wire the same graph. The
 * shell's and the session's services are bound at once; each other feature's when its route loads it
 * (`FeatureModules`, `FEATURE_BINDINGS`), together with `adapterCode` and `featurePorts` (the browser binds each
 * feature's ports with it; the tests' container has them all from the start).
 */
export function bindApplication(container: Container, adapterCode: AdapterCode = {}, featurePorts: FeatureCode = {}): void {
  bindService(container, SidebarStore, (get) => new SidebarStore(get(PersistentStore)));
  bindService(container, OpenIssueCountStore, (get) => new OpenIssueCountStore(get(RepositoryStats)));
  bindService(container, PlatformStatsStore, (get) => new PlatformStatsStore(get(PlatformStats)));
  // The menu bar's inbox count is on every route.
  bindService(container, InboxStore, (get) => new InboxStore(get(HubBoard)));
  bindSession(container);
  container.bind(FeatureModules).toConstantValue(new ContainerFeatureModules(container, FEATURE_BINDINGS, adapterCode, featurePorts));
}
