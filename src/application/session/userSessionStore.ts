import { parseStoredSession, serializeSession } from '../../domain/session/parseStoredSession';
import type { Session } from '../../domain/session/session';
import { SESSION_STORAGE_KEY } from '../../domain/session/sessionConstants';
import type { SessionError } from '../../domain/session/sessionErrors';
import { authenticationExpired } from '../../domain/session/sessionErrors';
import { isSessionUsable } from '../../domain/session/sessionValidity';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { Store } from '../shared/store';

/** Who is signed in, as every view sees it. */
export interface UserSessionState {
  /** The signed-in user, or null. */
  readonly session: Session | null;
  /** Why the last sign-in attempt failed or the session ended, for the person; null when there is nothing to say. */
  readonly notice: SessionError | null;
  /** True from a started login until the browser leaves for the wallet. */
  readonly redirecting: boolean;
}

/**
 * The user session, kept in persistent storage. On creation it restores the stored session, and discards
 * (removes) one that is malformed, belongs to the generic placeholder user or has expired.
 */
export class UserSessionStore extends Store<UserSessionState> {
  constructor(
    private readonly storage: KeyValueStore,
    clock: Clock,
  ) {
    const raw = storage.read(SESSION_STORAGE_KEY);
    const session = parseStoredSession(raw, clock.now());
    if (raw !== null && session === null) storage.remove(SESSION_STORAGE_KEY);
    super({ session, notice: null, redirecting: false });
  }

  /**
   * Signs `session` in. It is kept across reloads only when it is usable at `now`: a placeholder session
   * lasts for this page only, as it would be discarded on the next load anyway.
   */
  signIn(session: Session, now: number): void {
    if (isSessionUsable(session, now)) this.storage.write(SESSION_STORAGE_KEY, serializeSession(session));
    else this.storage.remove(SESSION_STORAGE_KEY);
    this.setState({ session, notice: null, redirecting: false });
  }

  /** Forgets the session; `notice` says why, when the person did not ask for it. */
  signOut(notice: SessionError | null = null): void {
    this.storage.remove(SESSION_STORAGE_KEY);
    this.setState({ session: null, notice, redirecting: false });
  }

  /** Ends the session because the provider refused its token (a 401). */
  expire(): void {
    this.signOut(authenticationExpired());
  }

  /** The person has read the notice. */
  dismissNotice(): void {
    if (this.state.notice !== null) this.setState({ ...this.state, notice: null });
  }

  /** Marks the wait between a started login and the redirect. */
  setRedirecting(redirecting: boolean): void {
    if (redirecting !== this.state.redirecting) this.setState({ ...this.state, redirecting });
  }
}
