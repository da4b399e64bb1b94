import { of, type Observable } from 'rxjs';
import type { PlatformFigures } from '../../domain/shell/platformFigures';
import { ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { PlatformStats } from '../../ports/platformStats.port';
import { SAMPLE_PLATFORM_FIGURES } from './samplePlatformFigures';

/** PlatformStats of the embedded default: the sample data, answered at once; it never fails. */
export class SamplePlatformStats implements PlatformStats {
  figures(): Observable<Result<PlatformFigures, CatalogError>> {
    return of(ok(SAMPLE_PLATFORM_FIGURES));
  }
}
