import type { Profile } from './session';
import { isLoadableAvatarUrl } from './avatarUrl';
import { isRecord } from './isRecord';
import { holdsNulCharacter } from '../shared/storableText';

/**
 * A profile from untrusted data: all five fields strings without the NUL character (a session could not keep
 * them), a non-blank handle, and an avatar that is none ('') or http(s). Anything else (a `javascript:` avatar
 * included) is not loaded: null.
 */
export const validateProfile = (value: unknown): Profile | null => {
  if (!isRecord(value)) return null;
  const { handle, paymail, publicKey, avatarUrl, displayName } = value;
  if (
    typeof handle !== 'string' ||
    typeof paymail !== 'string' ||
    typeof publicKey !== 'string' ||
    typeof avatarUrl !== 'string' ||
    typeof displayName !== 'string'
  )
    return null;
  const profile = { handle, paymail, publicKey, avatarUrl, displayName };
  if (handle.trim() === '' || !isLoadableAvatarUrl(avatarUrl) || Object.values(profile).some(holdsNulCharacter)) return null;
  return profile;
};
