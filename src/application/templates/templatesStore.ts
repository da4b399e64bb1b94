import type { ProjectTemplate } from '../../domain/hub/templates';
import type { CatalogError } from '../../ports/catalogError';
import type { TemplateCatalog } from '../../ports/templateCatalog.port';
import { LoadStore } from '../shared/loadStore';

/** The templates of the Templates page, read from the TemplateCatalog. */
export class TemplatesStore extends LoadStore<readonly ProjectTemplate[], CatalogError> {
  constructor(catalog: TemplateCatalog) {
    super(() => catalog.templates());
  }
}
