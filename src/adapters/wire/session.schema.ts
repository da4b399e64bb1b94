import * as v from 'valibot';
import { validateProfile } from '../../domain/session/profile';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';

/**
 * The messages of `/api/session` and `/api/handcash-profile`, one schema each, imported by the server's routes
 * (requests) and the browser's HTTP adapter (answers); the OpenAPI document is generated from them (`apiEndpoints.ts`).
 */

/** `POST` `{authToken}`: the wallet's auth token, not blank (kept trimmed). */
export const SignInRequest = v.object({ authToken: v.pipe(v.string(), v.trim(), v.minLength(1, 'auth-token-required')) });

/** A signed-in person's profile: five strings, a non-blank handle, an avatar that is '' or http(s) (`validateProfile`). */
export const ProfileSchema: v.GenericSchema<unknown, Profile> = v.pipe(
  v.object({ handle: v.string(), paymail: v.string(), publicKey: v.string(), avatarUrl: v.string(), displayName: v.string() }),
  v.check((profile) => validateProfile(profile) !== null, 'invalid-profile'),
);

/** `200` of `POST` and `GET`: the signed-in person's profile. */
export const ProfileAnswer = v.object({ success: v.literal(true), profile: ProfileSchema });

/** The profile of a `200` answer read with `ProfileAnswer`, or the first refusal's message. */
export function profileOfAnswer(body: unknown): Result<Profile, string> {
  const parsed = v.safeParse(ProfileAnswer, body);
  return parsed.success ? ok(parsed.output.profile) : err(parsed.issues[0].message);
}
