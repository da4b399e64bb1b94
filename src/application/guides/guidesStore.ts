import type { Guide } from '../../domain/hub/guides';
import type { CatalogError } from '../../ports/catalogError';
import type { GuideCatalog } from '../../ports/guideCatalog.port';
import { LoadStore } from '../shared/loadStore';

/** The guide cards of the Guides page, read from the GuideCatalog. */
export class GuidesStore extends LoadStore<readonly Guide[], CatalogError> {
  constructor(catalog: GuideCatalog) {
    super(() => catalog.guides());
  }
}
