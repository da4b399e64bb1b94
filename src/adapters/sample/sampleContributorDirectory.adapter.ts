import { of, type Observable } from 'rxjs';
import type { ContributorOverview } from '../../domain/hub/contributors';
import { ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { ContributorDirectory } from '../../ports/contributorDirectory.port';
import { SAMPLE_CONTRIBUTOR_OVERVIEW } from './sampleContributors';

/** ContributorDirectory of the embedded default: the sample data, answered at once; it never fails. */
export class SampleContributorDirectory implements ContributorDirectory {
  overview(): Observable<Result<ContributorOverview, CatalogError>> {
    return of(ok(SAMPLE_CONTRIBUTOR_OVERVIEW));
  }
}
