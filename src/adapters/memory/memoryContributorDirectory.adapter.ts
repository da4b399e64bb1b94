import type { Observable } from 'rxjs';
import type { ContributorOverview } from '../../domain/hub/contributors';
import type { Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { ContributorDirectory } from '../../ports/contributorDirectory.port';
import { MemorySource } from './memorySource';

/** ContributorDirectory for tests: answers what the test gave (see `MemorySource`). */
export class MemoryContributorDirectory extends MemorySource<ContributorOverview> implements ContributorDirectory {
  overview(): Observable<Result<ContributorOverview, CatalogError>> {
    return this.answer();
  }
}
