import type { Observable } from 'rxjs';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../domain/hub/postedSubmissions';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the hub board could not answer: `not-signed-in` (the call needs a session), `forbidden` (not the poster's
 * to withdraw or close), `not-found` (no open posting with that id), `unavailable` (no answer, or the server or
 * its database could not answer; also a refused or unreadable answer).
 */
export interface HubBoardError {
  readonly code: 'not-signed-in' | 'forbidden' | 'not-found' | 'unavailable';
}

/**
 * What the hub's submissions became on the app's server: the open service offers and commissions every visitor
 * sees, and the briefs sent to the signed-in person. Each method emits one result and completes; failures are
 * `HubBoardError` values, never observable errors. Unsubscribing abandons the request.
 */
export interface HubBoard {
  /** The service offers not withdrawn, newest first. */
  offers(): Observable<Result<readonly PostedOffer[], HubBoardError>>;
  /** Withdraws the signed-in person's offer `id`. */
  withdrawOffer(id: string): Observable<Result<null, HubBoardError>>;
  /** The open commissions, newest first. */
  commissions(): Observable<Result<readonly PostedCommission[], HubBoardError>>;
  /** Closes the signed-in person's commission `id`. */
  closeCommission(id: string): Observable<Result<null, HubBoardError>>;
  /** The briefs sent to the signed-in person, newest first (`not-signed-in` without a session). */
  inbox(): Observable<Result<readonly ReceivedBrief[], HubBoardError>>;
  /** How many briefs were sent to the signed-in person (`not-signed-in` without a session). */
  inboxCount(): Observable<Result<number, HubBoardError>>;
}

export const HubBoard: Token<HubBoard> = token<HubBoard>('HubBoard');
