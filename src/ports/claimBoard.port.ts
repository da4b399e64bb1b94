import type { Observable } from 'rxjs';
import type { Claim, ClaimInput } from '../domain/contracts/claim';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the claim board refused or failed. `taken`: someone else holds an unexpired claim (`holder`);
 * `invalid`: the server refused the form or the contract's state (`reason`: the code of the rule, worded by the
 * page; `message`: the server's words when it sent any); `not-authenticated` /
 * `authentication-expired`: no usable session; `forbidden`: not the claimer's to release; `not-found`: no open
 * claim; `unavailable`: no answer, or the server or its database could not answer (`message` says so).
 */
export type ClaimBoardError =
  | { readonly code: 'taken'; readonly message: string; readonly reason?: string; readonly holder: Claim }
  | {
      readonly code: 'invalid' | 'not-authenticated' | 'authentication-expired' | 'forbidden' | 'not-found' | 'unavailable';
      readonly message: string;
      /** The code naming the rule that refused (`contract-not-available`, `required-fields`, `not-claimer`, …). */
      readonly reason?: string;
    };

/**
 * The claims every visitor sees, kept by the app's server. Each method emits one result and completes;
 * failures are error values, never observable errors. Unsubscribing aborts the request.
 */
export interface ClaimBoard {
  /** Every open claim (expired ones too, so they show as expired). */
  list(): Observable<Result<readonly Claim[], ClaimBoardError>>;
  /** Claims a contract for the signed-in person: the claim as stored (handle without `$`). */
  claim(input: ClaimInput): Observable<Result<Claim, ClaimBoardError>>;
  /** Releases the signed-in person's claim on an issue. */
  release(issueNumber: number): Observable<Result<null, ClaimBoardError>>;
}

export const ClaimBoard: Token<ClaimBoard> = token<ClaimBoard>('ClaimBoard');
