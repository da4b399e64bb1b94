import { defer, map, of, switchMap, type Observable } from 'rxjs';
import type { Profile, Session } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SessionGateway, SessionGatewayError } from '../../ports/sessionGateway.port';
import { loadOnce } from '../lazy/loadOnce';
import { API_PATHS, AUTHENTICATION_EXPIRED_CODE, SIGNED_IN_HINT_COOKIE } from './apiPaths';
import { errorCode, errorText, jsonRequest, type JsonAnswer } from './jsonRequest';

const failure = (answer: JsonAnswer): SessionGatewayError => {
  const reason = errorCode(answer);
  if (answer.status === 401 && reason === AUTHENTICATION_EXPIRED_CODE) return { code: 'authentication-expired', message: errorText(answer) };
  const code = answer.status >= 500 ? 'unavailable' : 'refused';
  return reason === undefined ? { code, message: errorText(answer) } : { code, message: errorText(answer), reason };
};

/**
 * The answers' schemas (`src/adapters/wire/session.schema.ts`, shared with the route), with valibot: loaded with the
 * first request, beside it, so the entry bundle every route loads does not carry them. Null: they could not load.
 */
const loadSchemas = loadOnce(() => import('../wire/session.schema'));
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** The request's answer beside the schemas to read it with, both asked for at once. */
const withSchemas = (request: Observable<Result<JsonAnswer, string>>): Observable<readonly [Result<JsonAnswer, string>, Schemas | null]> =>
  defer(() => {
    const schemas = loadSchemas().catch(() => null);
    return request.pipe(switchMap(async (answer) => [answer, await schemas] as const));
  });

/** What `read` (one of the wire's readers) finds in the answer's body, or why it could not be read. */
const readAnswer = <T>(answer: JsonAnswer, wire: Schemas | null, read: (wire: Schemas) => (body: unknown) => Result<T, string>): Result<T, SessionGatewayError> => {
  if (wire === null) return err({ code: 'unavailable', message: 'The session answer could not be read.' });
  const value = read(wire)(answer.body);
  return value.ok ? value : err({ code: 'unavailable', message: `The session answer was refused (${value.error}).` });
};

/** Whether the server's readable hint cookie says a session cookie was set (see `SIGNED_IN_HINT_COOKIE`). */
export const hasSessionHint = (): boolean => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);

/**
 * The session on this app's server (`/api/session`), held by an HttpOnly cookie the page cannot read.
 * `current()` asks only when the server's hint cookie is present: without it nobody is signed in.
 */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly mayHaveSession: () => boolean = hasSessionHint) {}

  signIn(authToken: string): Observable<Result<Profile, SessionGatewayError>> {
    return withSchemas(jsonRequest('POST', API_PATHS.session, { authToken })).pipe(
      map(([answer, wire]) => {
        if (!answer.ok) return err<SessionGatewayError>({ code: 'unavailable', message: answer.error });
        return answer.value.status === 200 ? readAnswer(answer.value, wire, (schemas) => schemas.profileOfAnswer) : err(failure(answer.value));
      }),
    );
  }

  current(): Observable<Result<Session | null, SessionGatewayError>> {
    if (!this.mayHaveSession()) return of(ok(null));
    return withSchemas(jsonRequest('GET', API_PATHS.session)).pipe(
      map(([answer, wire]): Result<Session | null, SessionGatewayError> => {
        if (!answer.ok) return err({ code: 'unavailable', message: answer.error });
        if (answer.value.status === 200) return readAnswer(answer.value, wire, (schemas) => schemas.sessionOfAnswer);
        const error = failure(answer.value);
        return answer.value.status === 401 && error.code !== 'authentication-expired' ? ok(null) : err(error);
      }),
    );
  }

  signOut(): Observable<Result<null, SessionGatewayError>> {
    return jsonRequest('DELETE', API_PATHS.session).pipe(
      map((answer) => {
        if (!answer.ok) return err<SessionGatewayError>({ code: 'unavailable', message: answer.error });
        return answer.value.status < 300 ? ok(null) : err(failure(answer.value));
      }),
    );
  }
}
