import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { ApiToken, ApiTokenScope } from '../../domain/apiTokens/apiToken';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ApiTokenDesk, ApiTokenDeskError } from '../../ports/apiTokenDesk.port';
import { ApiTokenCreatedAnswer, ApiTokensAnswer } from '../wire/apiTokens.schema';
import { EndedAnswer } from '../wire/postings.schema';
import { API_PATHS } from './apiPaths';
import { errorCode, jsonRequest, type JsonAnswer } from './jsonRequest';

const failureOf = (answer: JsonAnswer): ApiTokenDeskError => {
  if (answer.status === 401) return { code: 'not-signed-in' };
  if (answer.status === 404) return { code: 'not-found' };
  const rule = errorCode(answer);
  return answer.status === 400 || answer.status === 409 ? { code: 'refused', ...(rule === undefined ? {} : { rule }) } : { code: 'unavailable' };
};

/** The answer as a result: a failure by its status, else the body read with `schema` (unreadable: `unavailable`). */
const settle =
  <S extends v.GenericSchema, T>(schema: S, read: (body: v.InferOutput<S>) => T) =>
  (answer: Result<JsonAnswer, string>): Result<T, ApiTokenDeskError> => {
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status >= 300) return err(failureOf(answer.value));
    const parsed = v.safeParse(schema, answer.value.body);
    return parsed.success ? ok(read(parsed.output)) : err({ code: 'unavailable' });
  };

/** Personal API tokens on this app's server (`/api/tokens`), with the session cookie; answers read with `apiTokens.schema.ts`. */
export class HttpApiTokenDesk implements ApiTokenDesk {
  list(): Observable<Result<readonly ApiToken[], ApiTokenDeskError>> {
    return jsonRequest('GET', API_PATHS.tokens).pipe(map(settle(ApiTokensAnswer, (body) => body.tokens)));
  }

  create(name: string, scopes: readonly ApiTokenScope[]): Observable<Result<{ token: ApiToken; secret: string }, ApiTokenDeskError>> {
    return jsonRequest('POST', API_PATHS.tokens, { name, scopes }).pipe(map(settle(ApiTokenCreatedAnswer, ({ token, secret }) => ({ token, secret }))));
  }

  revoke(id: string): Observable<Result<null, ApiTokenDeskError>> {
    return jsonRequest('DELETE', `${API_PATHS.tokens}/${encodeURIComponent(id)}`).pipe(map(settle(EndedAnswer, () => null)));
  }
}
