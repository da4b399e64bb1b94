import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../../domain/hub/postedSubmissions';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HubBoard, HubBoardError } from '../../ports/hubBoard.port';
import { API_PATHS } from './apiPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';
import { BriefCountAnswer, listOf, PostedCommissionSchema, PostedOfferSchema, ReceivedBriefSchema } from '../wire/postings.schema';

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

/**
 * The hub board on this app's server (`/api/offers`, `/api/commissions`, `/api/briefs`), with the session cookie; its
 * answers are read with the routes' own schemas (`src/adapters/wire/postings.schema.ts`).
 */
export class HttpHubBoard implements HubBoard {
  offers(): Observable<Result<readonly PostedOffer[], HubBoardError>> {
    return jsonRequest('GET', API_PATHS.offers).pipe(map(settle((body) => listOf(body, 'offers', PostedOfferSchema))));
  }

  withdrawOffer(id: string): Observable<Result<null, HubBoardError>> {
    return jsonRequest('DELETE', `${API_PATHS.offers}/${encodeURIComponent(id)}`).pipe(map(settle(() => null)));
  }

  commissions(): Observable<Result<readonly PostedCommission[], HubBoardError>> {
    return jsonRequest('GET', API_PATHS.commissions).pipe(map(settle((body) => listOf(body, 'commissions', PostedCommissionSchema))));
  }

  closeCommission(id: string): Observable<Result<null, HubBoardError>> {
    return jsonRequest('DELETE', `${API_PATHS.commissions}/${encodeURIComponent(id)}`).pipe(map(settle(() => null)));
  }

  inbox(): Observable<Result<readonly ReceivedBrief[], HubBoardError>> {
    return jsonRequest('GET', API_PATHS.briefs).pipe(map(settle((body) => listOf(body, 'briefs', ReceivedBriefSchema))));
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
