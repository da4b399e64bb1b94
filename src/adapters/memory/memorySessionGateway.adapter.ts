import { of, type Observable } from 'rxjs';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SessionGateway, SessionGatewayError } from '../../ports/sessionGateway.port';

/** A SessionGateway over a fixed table of tokens, standing in for the app's server in tests. */
export class MemorySessionGateway implements SessionGateway {
  /** Every token handed over, in order. */
  readonly requests: string[] = [];
  /** Who the "server" holds a session for. */
  signedIn: Profile | null;
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

  current(): Observable<Result<Profile | null, SessionGatewayError>> {
    if (this.failure !== null) return of(err(this.failure));
    return of(ok(this.signedIn));
  }

  signOut(): Observable<Result<null, SessionGatewayError>> {
    this.signedIn = null;
    return of(ok(null));
  }
}
