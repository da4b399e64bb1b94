import type { Profile } from './session';
import { isLoadableAvatarUrl } from './avatarUrl';
import { isRecord } from './isRecord';
import { isHandCashHandle } from '../shared/handCashHandle';
import { holdsNulCharacter } from '../shared/storableText';

/**
 * A profile from untrusted data: all five fields strings without the NUL character (a session could not keep
 * them), a HandCash handle (`isHandCashHandle`: posters, sellers and senders are stored as the session's handle)
 * and an avatar that is none ('') or http(s). Anything else (a `javascript:` avatar
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
  if (!isHandCashHandle(handle) || !isLoadableAvatarUrl(avatarUrl) || Object.values(profile).some(holdsNulCharacter)) return null;
  return profile;
};
