import type { Observable } from 'rxjs';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** The platform's headline figures, as the Developer Hub sidebar shows them (spec section 9). */
export interface PlatformFigures {
  /** Whole tokens. */
  readonly tokenSupply: number;
  /** Whole tokens paid out so far. */
  readonly tokensDistributed: number;
  readonly developers: number;
  readonly maintainers: number;
  /** In BSV. */
  readonly bountyPoolBsv: number;
}

/** Why the figures could not be had. */
export interface PlatformStatsError {
  readonly code: 'unavailable';
}

/** Where the platform's figures come from. */
export interface PlatformStats {
  /**
   * The current figures. Emits one result and completes; a source that cannot answer emits
   * `{ code: 'unavailable' }` as an error value, never an observable error. Unsubscribing abandons the request.
   */
  figures(): Observable<Result<PlatformFigures, PlatformStatsError>>;
}

export const PlatformStats: Token<PlatformStats> = token<PlatformStats>('PlatformStats');
