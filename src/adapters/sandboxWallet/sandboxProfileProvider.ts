import { isHandCashAuthToken } from '../../domain/session/authToken';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ProfileProvider, ProfileProviderError } from '../../ports/profileProvider.port';
import { findSandboxAccount, sandboxProfile } from './sandboxAccounts';

/** The sandbox wallet's profiles (embedded default): it answers as HandCash would, for the sample accounts only. */
export class SandboxProfileProvider implements ProfileProvider {
  async getProfile(authToken: string): Promise<Result<Profile, ProfileProviderError>> {
    if (!isHandCashAuthToken(authToken)) return err('invalid-token');
    const account = findSandboxAccount(authToken);
    return account === null ? err('unauthorized') : ok(sandboxProfile(account));
  }
}
