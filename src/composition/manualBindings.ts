import type { Container } from 'inversify';
import { CatalogStore } from '../application/hub/catalogStore';
import { ChangelogStore, DeveloperGuidesStore, ManualStore } from '../application/manual/manualStores';
import { ChangelogCatalog, DeveloperGuideCatalog, ManualCatalog } from '../ports/manualCatalogs';
import { bindService } from './resolve';

/** The manual's, the changelog's and the developer guides' stores (loaded with their routes). */
export function bindManual(container: Container): void {
  bindService(container, ManualStore, (get) => new CatalogStore(get(ManualCatalog)));
  bindService(container, ChangelogStore, (get) => new CatalogStore(get(ChangelogCatalog)));
  bindService(container, DeveloperGuidesStore, (get) => new CatalogStore(get(DeveloperGuideCatalog)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindManualPorts } from './featurePorts/manualPorts';
