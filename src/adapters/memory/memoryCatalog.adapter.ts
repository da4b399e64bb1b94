import type { Observable } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';
import { MemorySource } from './memorySource';

/** A catalog for tests: answers what the test gave (see `MemorySource`). */
export class MemoryCatalog<T> extends MemorySource<T> implements Catalog<T> {
  read(): Observable<Result<T, CatalogError>> {
    return this.answer();
  }
}
