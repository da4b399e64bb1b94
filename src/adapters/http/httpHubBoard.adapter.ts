import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../../domain/hub/postedSubmissions';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BoardPage, HubBoard, HubBoardError } from '../../ports/hubBoard.port';
import { API_PATHS } from './apiPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';
import { BriefCountAnswer, pageOf, PostedCommissionSchema, PostedOfferSchema, ReceivedBriefSchema } from '../wire/postings.schema';

const codeOf = (status: number): HubBoardError['code'] =>
  status === 401 ? 'not-signed-in' : status === 403 ? 'forbidden' : status === 404 ? 'not-found' : 'unavailable';

/** The answer as a result: a failure by its status, else what `read` finds in the body (undefined: unreadable). */
const settle =
  <T>(read: (body: unknown) => T | undefined) =>
  (answer: Result<JsonAnswer, string>): Result<T, HubBoardError> => {
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status >= 300) return err({ code: codeOf(answer.value.status) });
    const value = read(answer.value.body);
    return value === undefined ? err({ code: 'unavailable' }) : ok(value);
  };

/** A list's path, for the page after `cursor` when given. */
const pagePath = (path: string, cursor: string | undefined): string => (cursor === undefined ? path : `${path}?cursor=${encodeURIComponent(cursor)}`);

/**
 * The hub board on this app's server (`/api/offers`, `/api/commissions`, `/api/briefs`), with the session cookie; its
 * answers are read with the routes' own schemas (`src/adapters/wire/postings.schema.ts`).
 */
export class HttpHubBoard implements HubBoard {
  offers(cursor?: string): Observable<Result<BoardPage<PostedOffer>, HubBoardError>> {
    return jsonRequest('GET', pagePath(API_PATHS.offers, cursor)).pipe(map(settle((body) => pageOf(body, 'offers', PostedOfferSchema))));
  }

  withdrawOffer(id: string): Observable<Result<null, HubBoardError>> {
    return jsonRequest('DELETE', `${API_PATHS.offers}/${encodeURIComponent(id)}`).pipe(map(settle(() => null)));
  }

  commissions(cursor?: string): Observable<Result<BoardPage<PostedCommission>, HubBoardError>> {
    return jsonRequest('GET', pagePath(API_PATHS.commissions, cursor)).pipe(map(settle((body) => pageOf(body, 'commissions', PostedCommissionSchema))));
  }

  closeCommission(id: string): Observable<Result<null, HubBoardError>> {
    return jsonRequest('DELETE', `${API_PATHS.commissions}/${encodeURIComponent(id)}`).pipe(map(settle(() => null)));
  }

  inbox(cursor?: string): Observable<Result<BoardPage<ReceivedBrief>, HubBoardError>> {
    return jsonRequest('GET', pagePath(API_PATHS.briefs, cursor)).pipe(map(settle((body) => pageOf(body, 'briefs', ReceivedBriefSchema))));
  }

  inboxCount(): Observable<Result<number, HubBoardError>> {
    return jsonRequest('GET', `${API_PATHS.briefs}/count`).pipe(
      map(
        settle((body) => {
          const parsed = v.safeParse(BriefCountAnswer, body);
          return parsed.success ? parsed.output.count : undefined;
        }),
      ),
    );
  }
}
