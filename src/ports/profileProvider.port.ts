import type { Profile } from '../domain/session/session';
import type { Result } from '../domain/shared/result';

/**
 * Why the wallet could not say who owns a token: `invalid-token` (not shaped like a HandCash auth token),
 * `unauthorized` (the wallet refused it), `upstream` (the wallet failed or answered nonsense), `timeout`.
 */
export type ProfileProviderError = 'invalid-token' | 'unauthorized' | 'upstream' | 'timeout';

/** The server side of sign-in: asks the wallet (HandCash, or the sandbox) for the profile of a token's holder. */
export interface ProfileProvider {
  /** The holder's profile. Never rejects: every failure is an error value. */
  getProfile(authToken: string): Promise<Result<Profile, ProfileProviderError>>;
}
