import { Connect, getInstance } from '@handcash/sdk';
import { isHandCashAuthToken } from '../../domain/session/authToken';
import { safeAvatarUrl } from '../../domain/session/avatarUrl';
import { isRecord } from '../../domain/session/isRecord';
import { validateProfile } from '../../domain/session/profile';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ProfileProvider, ProfileProviderError } from '../../ports/profileProvider.port';

/** How long HandCash may take to answer before the endpoint gives up with 504. */
export const HANDCASH_PROFILE_TIMEOUT_MS = 10_000;

export interface HandCashSdkOptions {
  readonly appId: string;
  /** Given to the SDK only; it sends it to HandCash and nowhere else. */
  readonly appSecret: string | null;
  /** The HandCash Connect API base (`HANDCASH_CONNECT_URL`). */
  readonly connectUrl: string;
  readonly timeoutMs?: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** HandCash's public profile as ours; the public profile id stands in for the public key. A bad avatar is dropped. */
export function toProfile(publicProfile: unknown): Profile | null {
  if (!isRecord(publicProfile)) return null;
  return validateProfile({
    handle: text(publicProfile['handle']),
    paymail: text(publicProfile['paymail']),
    publicKey: text(publicProfile['id']),
    avatarUrl: safeAvatarUrl(publicProfile['avatarUrl']) ?? '',
    displayName: text(publicProfile['displayName']),
  });
}

type AccountClient = NonNullable<NonNullable<Parameters<typeof Connect.getCurrentUserProfile>[0]>['client']>;

/**
 * Profiles from HandCash Connect through its maintained SDK (`@handcash/sdk`: `getInstance`, `getAccountClient`,
 * `Connect.getCurrentUserProfile`), which signs each request with the auth token.
 */
export class HandCashSdkProfileProvider implements ProfileProvider {
  private readonly sdk: ReturnType<typeof getInstance>;
  private readonly timeoutMs: number;

  constructor(options: HandCashSdkOptions) {
    this.sdk = getInstance({ appId: options.appId, appSecret: options.appSecret ?? '', baseUrl: options.connectUrl });
    this.timeoutMs = options.timeoutMs ?? HANDCASH_PROFILE_TIMEOUT_MS;
  }

  async getProfile(authToken: string): Promise<Result<Profile, ProfileProviderError>> {
    // The SDK signs with the token as a secp256k1 private key: anything but 64 hex digits cannot be one.
    if (!isHandCashAuthToken(authToken)) return err('invalid-token');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Result<never, ProfileProviderError>>((resolve) => {
      timer = setTimeout(() => resolve(err('timeout')), this.timeoutMs);
    });
    try {
      return await Promise.race([this.askHandCash(authToken), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async askHandCash(authToken: string): Promise<Result<Profile, ProfileProviderError>> {
    try {
      // The SDK's two `Client` types (its generated one, @hey-api's) differ only in a `parseAs` union.
      const client = this.sdk.getAccountClient(authToken) as unknown as AccountClient;
      const { data, response } = await Connect.getCurrentUserProfile({ client, signal: AbortSignal.timeout(this.timeoutMs) });
      if (response.status === 401 || response.status === 403) return err('unauthorized');
      const profile = data === undefined ? null : toProfile(data.publicProfile);
      return profile === null ? err('upstream') : ok(profile);
    } catch {
      return err('upstream');
    }
  }
}
