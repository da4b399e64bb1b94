/** Who is signed in, as the wallet describes them. `avatarUrl` is '' (none) or an http(s) URL. */
export type Profile = {
  readonly handle: string;
  readonly paymail: string;
  readonly publicKey: string;
  readonly avatarUrl: string;
  readonly displayName: string;
};

/**
 * A signed-in person as the page knows them. The session itself (and the wallet's auth token) lives on the
 * app's server behind an HttpOnly cookie; the page holds only the profile.
 */
export type Session = {
  readonly profile: Profile;
  /** The GitHub login linked to the session ("Sign in with GitHub"); absent or null: none. */
  readonly githubLogin?: string | null;
};
