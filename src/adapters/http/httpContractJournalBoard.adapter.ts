import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { InboxNotice } from '../../domain/contracts/contractNotice';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ContractJournalBoard, ContractJournalError } from '../../ports/contractJournalBoard.port';
import { ContractEventSchema, detailOf, InboxNoticeSchema, itemsOf, NoticesReadAnswer, UnreadNoticesAnswer } from '../wire/contractJournal.schema';
import { API_PATHS } from './apiPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';

const codeOf = (status: number): ContractJournalError['code'] => (status === 401 ? 'not-signed-in' : status === 404 ? 'not-found' : 'unavailable');

/** The answer as a result: a failure by its status, else what `read` finds in the body (undefined: unreadable). */
const settle =
  <T>(read: (body: unknown) => T | undefined) =>
  (answer: Result<JsonAnswer, string>): Result<T, ContractJournalError> => {
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status >= 300) return err({ code: codeOf(answer.value.status) });
    const value = read(answer.value.body);
    return value === undefined ? err({ code: 'unavailable' }) : ok(value);
  };

/** Entries with their facts kept to strings, numbers and nulls. */
const withFacts = <Entry extends { readonly detail: Readonly<Record<string, unknown>> }>(entries: readonly Entry[] | undefined) =>
  entries?.map((entry) => ({ ...entry, detail: detailOf(entry.detail) }));

/**
 * The contract journal on this app's server (`/api/contracts/:issueNumber/history`, `/api/notices`, its `/count` and `/read`), with the
 * session cookie; its answers are read with the wire schemas (`contractJournal.schema.ts`), one malformed entry skipped.
 */
export class HttpContractJournalBoard implements ContractJournalBoard {
  history(issueNumber: number): Observable<Result<readonly ContractEvent[], ContractJournalError>> {
    const path = `${API_PATHS.contracts}/${encodeURIComponent(String(issueNumber))}/history`;
    return jsonRequest('GET', path).pipe(map(settle((body) => withFacts(itemsOf(body, 'events', ContractEventSchema)))));
  }

  notices(): Observable<Result<readonly InboxNotice[], ContractJournalError>> {
    return jsonRequest('GET', API_PATHS.notices).pipe(map(settle((body) => withFacts(itemsOf(body, 'notices', InboxNoticeSchema)))));
  }

  unreadNotices(): Observable<Result<number, ContractJournalError>> {
    return jsonRequest('GET', `${API_PATHS.notices}/count`).pipe(
      map(
        settle((body) => {
          const parsed = v.safeParse(UnreadNoticesAnswer, body);
          return parsed.success ? parsed.output.unread : undefined;
        }),
      ),
    );
  }

  markNoticesRead(): Observable<Result<null, ContractJournalError>> {
    return jsonRequest('POST', `${API_PATHS.notices}/read`).pipe(map(settle((body) => (v.safeParse(NoticesReadAnswer, body).success ? null : undefined))));
  }
}
