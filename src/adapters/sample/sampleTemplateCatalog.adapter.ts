import { of, type Observable } from 'rxjs';
import type { ProjectTemplate } from '../../domain/hub/templates';
import { ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { TemplateCatalog } from '../../ports/templateCatalog.port';
import { SAMPLE_TEMPLATES } from './sampleTemplates';

/** TemplateCatalog of the embedded default: the sample data, answered at once; it never fails. */
export class SampleTemplateCatalog implements TemplateCatalog {
  templates(): Observable<Result<readonly ProjectTemplate[], CatalogError>> {
    return of(ok(SAMPLE_TEMPLATES));
  }
}
