import type { Observable } from 'rxjs';
import type { ProjectTemplate } from '../domain/hub/templates';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** The starter projects offered on the Templates page. */
export interface TemplateCatalog {
  /**
   * Every template, in the order to show them.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  templates(): Observable<Result<readonly ProjectTemplate[], CatalogError>>;
}

export const TemplateCatalog: Token<TemplateCatalog> = token<TemplateCatalog>('TemplateCatalog');
