import { map, of, type Observable } from 'rxjs';
import { parseProfileResponse } from '../../domain/session/profileResponse';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SessionGateway, SessionGatewayError } from '../../ports/sessionGateway.port';
import { API_PATHS, AUTHENTICATION_EXPIRED_CODE, SIGNED_IN_HINT_COOKIE } from './apiPaths';
import { errorCode, errorText, jsonRequest, type JsonAnswer } from './jsonRequest';

const failure = (answer: JsonAnswer): SessionGatewayError => {
  const reason = errorCode(answer);
  if (answer.status === 401 && reason === AUTHENTICATION_EXPIRED_CODE) return { code: 'authentication-expired', message: errorText(answer) };
  const code = answer.status >= 500 ? 'unavailable' : 'refused';
  return reason === undefined ? { code, message: errorText(answer) } : { code, message: errorText(answer), reason };
};

const profileOf = (answer: JsonAnswer): Result<Profile, SessionGatewayError> => {
  const parsed = parseProfileResponse(answer.body);
  return parsed.ok ? parsed : err({ code: 'unavailable', message: `The session answer was refused (${parsed.error}).` });
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
    return jsonRequest('POST', API_PATHS.session, { authToken }).pipe(
      map((answer) => {
        if (!answer.ok) return err<SessionGatewayError>({ code: 'unavailable', message: answer.error });
        return answer.value.status === 200 ? profileOf(answer.value) : err(failure(answer.value));
      }),
    );
  }

  current(): Observable<Result<Profile | null, SessionGatewayError>> {
    if (!this.mayHaveSession()) return of(ok(null));
    return jsonRequest('GET', API_PATHS.session).pipe(
      map((answer): Result<Profile | null, SessionGatewayError> => {
        if (!answer.ok) return err({ code: 'unavailable', message: answer.error });
        if (answer.value.status === 200) return profileOf(answer.value);
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
