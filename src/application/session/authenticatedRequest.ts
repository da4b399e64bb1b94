import { defer, map, of, type Observable } from 'rxjs';
import { isRecord } from '../../domain/session/isRecord';
import {
  apiRequestFailed,
  authenticationExpired,
  noAccessToken,
  notAuthenticated,
  type SessionError,
} from '../../domain/session/sessionErrors';
import { isSessionExpired } from '../../domain/session/sessionValidity';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../../ports/clock.port';
import type { ConnectRequest, HandCashConnect } from '../../ports/handCashConnect.port';
import type { UserSessionStore } from './userSessionStore';

/** A request to the connect API on behalf of the signed-in user: everything but the credentials. */
export type AuthenticatedCall = Omit<ConnectRequest, 'accessToken' | 'appId'>;

const serverMessage = (body: unknown): unknown => (isRecord(body) ? body['message'] : undefined);

/** Calls the wallet provider's connect API with the session's Bearer token (spec sections 4, 7 and 8). */
export class AuthenticatedRequest {
  constructor(
    private readonly store: UserSessionStore,
    private readonly connect: HandCashConnect,
    private readonly clock: Clock,
  ) {}

  /**
   * Emits once and completes: the answer's JSON body, or an error. Nobody signed in: `Not authenticated`.
   * A session whose token has expired since it was loaded is signed out: `No access token available`.
   * A 401 signs the session out with `Authentication expired, please login again`. Any other failure:
   * `API request failed: ` plus the server's `message`, else the status text. The session is read when
   * the observable is subscribed.
   */
  execute(call: AuthenticatedCall): Observable<Result<unknown, SessionError>> {
    return defer(() => this.send(call));
  }

  private send(call: AuthenticatedCall): Observable<Result<unknown, SessionError>> {
    const session = this.store.state.session;
    if (session === null) return of(err(notAuthenticated()));
    if (isSessionExpired(session, this.clock.now())) {
      this.store.signOut(noAccessToken());
      return of(err(noAccessToken()));
    }
    return this.connect.send({ ...call, accessToken: session.tokens.accessToken }).pipe(
      map((answer): Result<unknown, SessionError> => {
        if (!answer.ok) return err(apiRequestFailed(answer.error.message));
        const { status, statusText, body } = answer.value;
        if (status === 401) {
          if (this.store.state.session === session) this.store.expire();
          return err(authenticationExpired());
        }
        if (status < 200 || status > 299) return err(apiRequestFailed(statusText, serverMessage(body)));
        return ok(body);
      }),
    );
  }
}
