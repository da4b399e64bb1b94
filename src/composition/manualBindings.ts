import type { Container } from 'inversify';
import { CatalogStore } from '../application/hub/catalogStore';
import { ChangelogStore, ManualStore } from '../application/manual/manualStores';
import { ChangelogCatalog, ManualCatalog } from '../ports/manualCatalogs';
import { bindService } from './resolve';

/** The manual's and the changelog's stores (loaded with their routes). */
export function bindManual(container: Container): void {
  bindService(container, ManualStore, (get) => new CatalogStore(get(ManualCatalog)));
  bindService(container, ChangelogStore, (get) => new CatalogStore(get(ChangelogCatalog)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindManualPorts } from './featurePorts/manualPorts';
