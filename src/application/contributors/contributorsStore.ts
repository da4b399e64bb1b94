import type { ContributorOverview } from '../../domain/hub/contributors';
import type { CatalogError } from '../../ports/catalogError';
import type { ContributorDirectory } from '../../ports/contributorDirectory.port';
import { LoadStore } from '../shared/loadStore';

/** The figures and cards of the Contributors page, read from the ContributorDirectory. */
export class ContributorsStore extends LoadStore<ContributorOverview, CatalogError> {
  constructor(directory: ContributorDirectory) {
    super(() => directory.overview());
  }
}
