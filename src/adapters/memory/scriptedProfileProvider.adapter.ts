import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ProfileProvider, ProfileProviderError } from '../../ports/profileProvider.port';

/**
 * A wallet that knows a fixed table of tokens (tests): a known token answers its profile, any other `unauthorized`.
 * `failure`, while set, is every call's answer (the wallet down, or refusing every token). Every token asked is recorded.
 */
export class ScriptedProfileProvider implements ProfileProvider {
  readonly requests: string[] = [];
  failure: ProfileProviderError | null = null;

  constructor(private readonly profiles: ReadonlyMap<string, Profile> = new Map()) {}

  getProfile(authToken: string): Promise<Result<Profile, ProfileProviderError>> {
    this.requests.push(authToken);
    if (this.failure !== null) return Promise.resolve(err(this.failure));
    const profile = this.profiles.get(authToken);
    return Promise.resolve(profile === undefined ? err<ProfileProviderError>('unauthorized') : ok(profile));
  }
}
