import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { Profile } from './session';
import { isRecord } from './isRecord';
import { validateProfile } from './profile';

/** Why a profile endpoint answer was refused. */
export type ProfileResponseError = 'not-an-object' | 'unsuccessful' | 'invalid-profile';

/**
 * The profile in the endpoint's answer `{ success: true, profile: {...} }`: every field a string, a
 * non-blank handle, an avatar that is '' or http(s).
 */
export const parseProfileResponse = (json: unknown): Result<Profile, ProfileResponseError> => {
  if (!isRecord(json)) return err('not-an-object');
  if (json['success'] !== true) return err('unsuccessful');
  const profile = validateProfile(json['profile']);
  return profile === null ? err('invalid-profile') : ok(profile);
};
