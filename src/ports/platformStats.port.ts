import type { Observable } from 'rxjs';
import type { PlatformFigures } from '../domain/shell/platformFigures';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** The platform figures of the Developer Hub sidebar. */
export interface PlatformStats {
  /**
   * The current figures.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  figures(): Observable<Result<PlatformFigures, CatalogError>>;
}

export const PlatformStats: Token<PlatformStats> = token<PlatformStats>('PlatformStats');
