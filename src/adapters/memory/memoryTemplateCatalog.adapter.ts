import type { Observable } from 'rxjs';
import type { ProjectTemplate } from '../../domain/hub/templates';
import type { Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { TemplateCatalog } from '../../ports/templateCatalog.port';
import { MemorySource } from './memorySource';

/** TemplateCatalog for tests: answers what the test gave (see `MemorySource`). */
export class MemoryTemplateCatalog extends MemorySource<readonly ProjectTemplate[]> implements TemplateCatalog {
  templates(): Observable<Result<readonly ProjectTemplate[], CatalogError>> {
    return this.answer();
  }
}
