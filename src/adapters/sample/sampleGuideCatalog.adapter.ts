import { of, type Observable } from 'rxjs';
import type { Guide } from '../../domain/hub/guides';
import { ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { GuideCatalog } from '../../ports/guideCatalog.port';
import { SAMPLE_GUIDES } from './sampleGuides';

/** GuideCatalog of the embedded default: the sample data, answered at once; it never fails. */
export class SampleGuideCatalog implements GuideCatalog {
  guides(): Observable<Result<readonly Guide[], CatalogError>> {
    return of(ok(SAMPLE_GUIDES));
  }
}
