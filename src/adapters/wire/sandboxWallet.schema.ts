import * as v from 'valibot';

/**
 * The sandbox wallet's connect API (`/sandbox-wallet/connect`, embedded default only), in HandCash Connect's shape:
 * answers are JSON with a `message` on error, not problem details.
 */

/** `POST …/users/magiclink`: where HandCash would email a sign-in link. */
export const MagicLinkRequest = v.object({ email: v.pipe(v.string(), v.email()), redirectUrl: v.pipe(v.string(), v.trim(), v.minLength(1)) });

/** Every answer of the connect API but the profile: what happened, in words. */
export const ConnectMessage = v.object({ message: v.string() });

/** `GET …/currentUserProfile`: a sample account's profile for its Bearer token. */
export const ConnectProfileAnswer = v.object({
  publicProfile: v.object({ id: v.string(), handle: v.string(), paymail: v.string(), avatarUrl: v.string(), displayName: v.string() }),
  privateProfile: v.object({}),
});
