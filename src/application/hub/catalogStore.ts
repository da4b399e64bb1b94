import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';
import { LoadStore } from '../shared/loadStore';

/** The data of one catalog for the pages that show it; one instance per catalog (`catalogStores.ts`). */
export class CatalogStore<T> extends LoadStore<T, CatalogError> {
  constructor(catalog: Catalog<T>) {
    super(() => catalog.read());
  }
}
