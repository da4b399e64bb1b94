import type { Observable } from 'rxjs';
import type { DeveloperProfile } from '../../domain/hub/developers';
import type { Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { DeveloperDirectory } from '../../ports/developerDirectory.port';
import { MemorySource } from './memorySource';

/** DeveloperDirectory for tests: answers what the test gave (see `MemorySource`). */
export class MemoryDeveloperDirectory extends MemorySource<readonly DeveloperProfile[]> implements DeveloperDirectory {
  developers(): Observable<Result<readonly DeveloperProfile[], CatalogError>> {
    return this.answer();
  }
}
