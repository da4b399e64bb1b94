import type { Observable } from 'rxjs';
import type { TokenFactSheet } from '../domain/hub/tokenEconomics';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** The token page's figures: pricing tiers, platform fees and token statistics. */
export interface TokenFacts {
  /**
   * The current fact sheet.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  factSheet(): Observable<Result<TokenFactSheet, CatalogError>>;
}

export const TokenFacts: Token<TokenFacts> = token<TokenFacts>('TokenFacts');
