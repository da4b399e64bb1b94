import { of, type Observable } from 'rxjs';
import type { Profile, Session } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SessionGateway, SessionGatewayError } from '../../ports/sessionGateway.port';

/** A SessionGateway over a fixed table of tokens, standing in for the app's server in tests. */
export class MemorySessionGateway implements SessionGateway {
  /** Every token handed over, in order. */
  readonly requests: string[] = [];
  /** Who the "server" holds a session for. */
  signedIn: Profile | null;
  /** The GitHub login linked to the session the "server" holds (null: none). */
  githubLogin: string | null = null;
  /** When set, every call fails with this (e.g. the wallet refused the session's token). */
  failure: SessionGatewayError | null = null;

  constructor(
    private readonly profiles: ReadonlyMap<string, Profile> = new Map(),
    signedIn: Profile | null = null,
  ) {
    this.signedIn = signedIn;
  }

  signIn(authToken: string): Observable<Result<Profile, SessionGatewayError>> {
    this.requests.push(authToken);
    if (this.failure !== null) return of(err(this.failure));
    const profile = this.profiles.get(authToken);
    if (profile === undefined) return of(err<SessionGatewayError>({ code: 'refused', message: 'Unauthorized', reason: 'unauthorized' }));
    this.signedIn = profile;
    return of(ok(profile));
  }

  current(): Observable<Result<Session | null, SessionGatewayError>> {
    if (this.failure !== null) return of(err(this.failure));
    if (this.signedIn === null) return of(ok(null));
    return of(ok(this.githubLogin === null ? { profile: this.signedIn } : { profile: this.signedIn, githubLogin: this.githubLogin }));
  }

  signOut(): Observable<Result<null, SessionGatewayError>> {
    this.signedIn = null;
    return of(ok(null));
  }
}
