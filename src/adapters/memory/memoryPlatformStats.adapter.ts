import type { Observable } from 'rxjs';
import type { PlatformFigures } from '../../domain/shell/platformFigures';
import type { Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { PlatformStats } from '../../ports/platformStats.port';
import { MemorySource } from './memorySource';

/** PlatformStats for tests: answers what the test gave (see `MemorySource`). */
export class MemoryPlatformStats extends MemorySource<PlatformFigures> implements PlatformStats {
  figures(): Observable<Result<PlatformFigures, CatalogError>> {
    return this.answer();
  }
}
