import type { Observable } from 'rxjs';
import type { DeveloperProfile } from '../domain/hub/developers';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** The public profiles of developers who take work (Find Developers). */
export interface DeveloperDirectory {
  /**
   * Every developer profile, in the order to show them.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  developers(): Observable<Result<readonly DeveloperProfile[], CatalogError>>;
}

export const DeveloperDirectory: Token<DeveloperDirectory> = token<DeveloperDirectory>('DeveloperDirectory');
