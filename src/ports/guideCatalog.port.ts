import type { Observable } from 'rxjs';
import type { Guide } from '../domain/hub/guides';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** The guides of the Guides page. */
export interface GuideCatalog {
  /**
   * Every guide, in the order to show them.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  guides(): Observable<Result<readonly Guide[], CatalogError>>;
}

export const GuideCatalog: Token<GuideCatalog> = token<GuideCatalog>('GuideCatalog');
