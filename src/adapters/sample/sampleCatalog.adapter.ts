import { of, type Observable } from 'rxjs';
import { ok, type Result } from '../../domain/shared/result';
import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';

/** A catalog of the embedded default: its sample data, answered at once (inside subscribe); it never fails. */
export class SampleCatalog<T> implements Catalog<T> {
  constructor(private readonly data: T) {}

  read(): Observable<Result<T, CatalogError>> {
    return of(ok(this.data));
  }
}
