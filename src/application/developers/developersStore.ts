import type { DeveloperProfile } from '../../domain/hub/developers';
import type { CatalogError } from '../../ports/catalogError';
import type { DeveloperDirectory } from '../../ports/developerDirectory.port';
import { LoadStore } from '../shared/loadStore';

/** The developer profiles of the Find Developers page, read from the DeveloperDirectory. */
export class DevelopersStore extends LoadStore<readonly DeveloperProfile[], CatalogError> {
  constructor(directory: DeveloperDirectory) {
    super(() => directory.developers());
  }
}
