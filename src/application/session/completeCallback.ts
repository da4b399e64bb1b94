import { defer, map, of, type Observable } from 'rxjs';
import { parseCallback, type CallbackParameters } from '../../domain/session/callbackParams';
import type { Session } from '../../domain/session/session';
import { apiRequestFailed, authenticationExpired, type SessionError } from '../../domain/session/sessionErrors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { SessionGateway } from '../../ports/sessionGateway.port';
import { recallReturnPath } from './returnPathStorage';
import type { UserSessionStore } from './userSessionStore';

/** How the wallet's redirect back ended, and the in-app path the person started from. */
export interface CallbackCompletion {
  readonly returnTo: string;
  readonly result: Result<Session, SessionError>;
}

/** Finishes signing in when the wallet sends the person back to the callback route (spec sections 4 and 7). */
export class CompleteCallback {
  constructor(
    private readonly store: UserSessionStore,
    private readonly gateway: SessionGateway,
    private readonly tabStore: KeyValueStore,
  ) {}

  /**
   * Reads the callback's parameters (`sources`: the fragment's, then the query's). An `error` fails with
   * `provider-error`; no token with `no-auth-token`. A token is handed to the app's server once, which opens the
   * session and keeps the token; the page keeps only the profile. A refusal fails with `api-request-failed` and
   * the server's words (`authentication-expired` when the wallet refused the token). Emits once and completes; nothing happens until
   * it is subscribed. Running it twice for the same callback gives the same outcome.
   */
  execute(sources: readonly CallbackParameters[]): Observable<CallbackCompletion> {
    return defer(() => this.complete(sources));
  }

  private complete(sources: readonly CallbackParameters[]): Observable<CallbackCompletion> {
    const returnTo = recallReturnPath(this.tabStore);
    const token = parseCallback(sources);
    if (!token.ok) return of({ returnTo, result: token });
    return this.gateway.signIn(token.value).pipe(
      map((answer): CallbackCompletion => {
        if (!answer.ok) {
          const error = answer.error.code === 'authentication-expired' ? authenticationExpired() : apiRequestFailed(answer.error.message, undefined, answer.error.reason ?? null);
          this.store.signOut(error);
          return { returnTo, result: err(error) };
        }
        this.store.signIn(answer.value);
        return { returnTo, result: ok({ profile: answer.value }) };
      }),
    );
  }
}
