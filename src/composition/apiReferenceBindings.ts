import type { Container } from 'inversify';
import { CatalogStore } from '../application/hub/catalogStore';
import { ApiReferenceStore } from '../application/hub/catalogStores';
import { ApiReferenceCatalog } from '../ports/catalogs';
import { bindService } from './resolve';

/** The API reference page's store (loaded with its route). */
export function bindApiReference(container: Container): void {
  bindService(container, ApiReferenceStore, (get) => new CatalogStore(get(ApiReferenceCatalog)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindApiReferencePorts } from './featurePorts/apiReferencePorts';
