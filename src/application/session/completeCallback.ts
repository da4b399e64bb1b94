import { defer, map, of, type Observable } from 'rxjs';
import { parseCallback } from '../../domain/session/callbackParams';
import { resolveProfile } from '../../domain/session/resolveProfile';
import { RETURN_PATH_STORAGE_KEY, safeReturnPath } from '../../domain/session/returnPath';
import { createSession, type Session } from '../../domain/session/session';
import type { SessionError } from '../../domain/session/sessionErrors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { ProfileGateway } from '../../ports/profileGateway.port';
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
    private readonly profiles: ProfileGateway,
    private readonly tabStore: KeyValueStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Reads the callback's `search` and `hash`. An `error` fails with `HandCash error: …`; no token fails with
   * `No authToken received from HandCash. …` (the session is left as it is; the caller shows the message). With a token, the profile comes from the server, else from
   * the token's JWT claims, else the placeholder user; the session is signed in. Emits once and completes;
   * nothing happens until it is subscribed.
   * Idempotent: running it twice for the same callback signs in the same user and returns the same path.
   */
  execute(search: string, hash: string): Observable<CallbackCompletion> {
    return defer(() => this.complete(search, hash));
  }

  private complete(search: string, hash: string): Observable<CallbackCompletion> {
    const returnTo = safeReturnPath(this.tabStore.read(RETURN_PATH_STORAGE_KEY));
    const outcome = parseCallback(search, hash);
    if (outcome.kind !== 'token') {
      const error: SessionError = {
        code: outcome.kind === 'error' ? 'provider-error' : 'no-auth-token',
        message: outcome.message,
      };
      return of({ returnTo, result: err(error) });
    }
    return this.profiles.fetchProfile(outcome.token).pipe(
      map((answer) => {
        const now = this.clock.now();
        const session = createSession(resolveProfile(answer, outcome.token), outcome.token, now);
        this.store.signIn(session, now);
        return { returnTo, result: ok(session) };
      }),
    );
  }
}
