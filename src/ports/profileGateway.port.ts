import type { Observable } from 'rxjs';
import type { Profile } from '../domain/session/session';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** Why the profile could not be had from the app's server. */
export interface ProfileFetchError {
  readonly code: 'http-status' | 'network' | 'malformed-response';
  /** A sentence for the console or a person, e.g. "The profile endpoint answered 502." */
  readonly message: string;
}

/** Who owns an auth token, asked of the app's own server (`POST /api/handcash-profile`), which asks the wallet. */
export interface ProfileGateway {
  /**
   * The wallet profile of the holder of `authToken`. Emits one result and completes; every failure is an
   * error value, never an observable error. Unsubscribing aborts the request.
   */
  fetchProfile(authToken: string): Observable<Result<Profile, ProfileFetchError>>;
}

export const ProfileGateway: Token<ProfileGateway> = token<ProfileGateway>('ProfileGateway');
