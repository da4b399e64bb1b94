import { TOKEN_TYPE } from './sessionConstants';

/** Who is signed in, as the wallet describes them. `avatarUrl` is '' (none) or an http(s) URL. */
export type Profile = {
  readonly handle: string;
  readonly paymail: string;
  readonly publicKey: string;
  readonly avatarUrl: string;
  readonly displayName: string;
};

/** The credentials of a session. `expiresIn` is in seconds from `savedAt`; absent means it never expires. */
export type SessionTokens = {
  readonly accessToken: string;
  readonly tokenType: typeof TOKEN_TYPE;
  readonly expiresIn?: number;
};

/** A signed-in user: profile, tokens, and when it was saved (epoch ms). */
export type Session = {
  readonly profile: Profile;
  readonly tokens: SessionTokens;
  readonly savedAt: number;
};

/** A session saved at `now` (epoch ms). */
export const createSession = (profile: Profile, accessToken: string, now: number, expiresIn?: number): Session => ({
  profile,
  tokens:
    expiresIn === undefined
      ? { accessToken, tokenType: TOKEN_TYPE }
      : { accessToken, tokenType: TOKEN_TYPE, expiresIn },
  savedAt: now,
});
