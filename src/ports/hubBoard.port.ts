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

/** One page of a list, and the opaque cursor of the next (null: this is the last). */
export interface BoardPage<Item> {
  readonly items: readonly Item[];
  readonly next: string | null;
}

/**
 * What the hub's submissions became on the app's server: the open service offers and commissions every visitor
 * sees, and the briefs sent to the signed-in person. Each method emits one result and completes; failures are
 * `HubBoardError` values, never observable errors. Unsubscribing abandons the request.
 */
export interface HubBoard {
  /** A page of the service offers not withdrawn, newest first: the first, or the one `cursor` (a `next`) names. */
  offers(cursor?: string): Observable<Result<BoardPage<PostedOffer>, HubBoardError>>;
  /** Withdraws the signed-in person's offer `id`. */
  withdrawOffer(id: string): Observable<Result<null, HubBoardError>>;
  /** A page of the open commissions, newest first (`cursor` as for `offers`). */
  commissions(cursor?: string): Observable<Result<BoardPage<PostedCommission>, HubBoardError>>;
  /** Closes the signed-in person's commission `id`. */
  closeCommission(id: string): Observable<Result<null, HubBoardError>>;
  /** A page of the briefs sent to the signed-in person, newest first (`not-signed-in` without a session). */
  inbox(cursor?: string): Observable<Result<BoardPage<ReceivedBrief>, HubBoardError>>;
  /** How many briefs were sent to the signed-in person (`not-signed-in` without a session). */
  inboxCount(): Observable<Result<number, HubBoardError>>;
}

export const HubBoard: Token<HubBoard> = token<HubBoard>('HubBoard');
