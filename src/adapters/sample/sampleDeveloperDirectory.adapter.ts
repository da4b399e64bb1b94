import { of, type Observable } from 'rxjs';
import type { DeveloperProfile } from '../../domain/hub/developers';
import { ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { DeveloperDirectory } from '../../ports/developerDirectory.port';
import { SAMPLE_DEVELOPERS } from './sampleDevelopers';

/** DeveloperDirectory of the embedded default: the sample data, answered at once; it never fails. */
export class SampleDeveloperDirectory implements DeveloperDirectory {
  developers(): Observable<Result<readonly DeveloperProfile[], CatalogError>> {
    return of(ok(SAMPLE_DEVELOPERS));
  }
}
