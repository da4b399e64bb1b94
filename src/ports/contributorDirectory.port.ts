import type { Observable } from 'rxjs';
import type { ContributorOverview } from '../domain/hub/contributors';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** Who contributes to the platform (the Contributors page). */
export interface ContributorDirectory {
  /**
   * The contributor figures and the top contributors, in order.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  overview(): Observable<Result<ContributorOverview, CatalogError>>;
}

export const ContributorDirectory: Token<ContributorDirectory> = token<ContributorDirectory>('ContributorDirectory');
