import type { Subscription } from 'rxjs';
import type { Profile, Session } from '../../domain/session/session';
import type { SessionError } from '../../domain/session/sessionErrors';
import { authenticationExpired } from '../../domain/session/sessionErrors';
import type { SessionGateway } from '../../ports/sessionGateway.port';
import { Store } from '../shared/store';

/** A session for `profile`, carrying `githubLogin` only when one is linked. */
const sessionOf = (profile: Profile, githubLogin: string | null): Session => (githubLogin === null ? { profile } : { profile, githubLogin });

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
 * The user session as the page knows it. The session itself lives on the app's server (an HttpOnly cookie the
 * page cannot read); `restore()` asks the server who is signed in. Nothing is kept in browser storage.
 */
export class UserSessionStore extends Store<UserSessionState> {
  private restoring: Subscription | null = null;

  constructor(private readonly gateway: SessionGateway) {
    super({ session: null, notice: null, redirecting: false });
  }

  /**
   * Asks the server who is signed in on this browser: their profile, or nobody. A session whose token the
   * wallet refused ends with the notice `authentication-expired`; a server that cannot answer
   * leaves the person signed out, with nothing to say.
   */
  restore(): void {
    this.restoring?.unsubscribe();
    this.restoring = this.gateway.current().subscribe((answer) => {
      this.restoring = null;
      if (answer.ok) {
        if (answer.value !== null) this.signIn(answer.value.profile, answer.value.githubLogin ?? null);
        else if (this.state.session !== null) this.setState({ ...this.state, session: null });
      } else if (answer.error.code === 'authentication-expired') {
        this.expire();
      }
    });
  }

  /** `profile` is signed in (the server holds the session), with `githubLogin` linked to it when not null. */
  signIn(profile: Profile, githubLogin: string | null = null): void {
    this.restoring?.unsubscribe();
    this.restoring = null;
    this.setState({ session: sessionOf(profile, githubLogin), notice: null, redirecting: false });
  }

  /** Forgets the session on this page; `notice` says why, when the person did not ask for it. */
  signOut(notice: SessionError | null = null): void {
    this.restoring?.unsubscribe();
    this.restoring = null;
    this.setState({ session: null, notice, redirecting: false });
  }

  /** Ends the session because the wallet refused its token (a 401). */
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

  override dispose(): void {
    this.restoring?.unsubscribe();
    super.dispose();
  }
}
