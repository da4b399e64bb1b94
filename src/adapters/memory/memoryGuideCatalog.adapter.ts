import type { Observable } from 'rxjs';
import type { Guide } from '../../domain/hub/guides';
import type { Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { GuideCatalog } from '../../ports/guideCatalog.port';
import { MemorySource } from './memorySource';

/** GuideCatalog for tests: answers what the test gave (see `MemorySource`). */
export class MemoryGuideCatalog extends MemorySource<readonly Guide[]> implements GuideCatalog {
  guides(): Observable<Result<readonly Guide[], CatalogError>> {
    return this.answer();
  }
}
