import type { Observable } from 'rxjs';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/**
 * A read-only source of one kind of the hub's data (the templates, the guides, the developers, the contributors,
 * the token figures). Each kind is an instance with its own typed token (`src/ports/catalogs.ts`).
 */
export interface Catalog<T> {
  /**
   * The data, in the order to show it.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  read(): Observable<Result<T, CatalogError>>;
}

/** A new token for the catalog of `T`, described by `name` in error messages. */
export const catalogToken = <T>(name: string): Token<Catalog<T>> => token<Catalog<T>>(name);
