import type { Profile } from './session';
import { isLoadableAvatarUrl } from './avatarUrl';
import { isRecord } from './isRecord';

/**
 * A profile from untrusted data: all five fields strings, a non-blank handle, and an avatar that is
 * none ('') or http(s). Anything else (a `javascript:` avatar included) is not loaded: null.
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
  if (handle.trim() === '' || !isLoadableAvatarUrl(avatarUrl)) return null;
  return { handle, paymail, publicKey, avatarUrl, displayName };
};
