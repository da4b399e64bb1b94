import { of, type Observable } from 'rxjs';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ProfileFetchError, ProfileGateway } from '../../ports/profileGateway.port';

/** A ProfileGateway over a fixed table of tokens; any other token answers like a server that refused it. */
export class MemoryProfileGateway implements ProfileGateway {
  /** Every token asked about, in order. */
  readonly requests: string[] = [];

  constructor(private readonly profiles: ReadonlyMap<string, Profile> = new Map()) {}

  fetchProfile(authToken: string): Observable<Result<Profile, ProfileFetchError>> {
    this.requests.push(authToken);
    const profile = this.profiles.get(authToken);
    return of(
      profile === undefined ? err<ProfileFetchError>({ code: 'http-status', message: 'The profile endpoint answered 401.' }) : ok(profile),
    );
  }
}
