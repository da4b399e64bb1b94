import type { Session } from './session';
import { PLACEHOLDER_HANDLE } from './sessionConstants';

/** When the session's token expires (epoch ms): `savedAt + expiresIn * 1000`, or null when it never does. */
export const sessionExpiresAt = (session: Session): number | null =>
  session.tokens.expiresIn === undefined ? null : session.savedAt + session.tokens.expiresIn * 1000;

/** True from the expiry instant on. */
export const isSessionExpired = (session: Session, now: number): boolean => {
  const expiresAt = sessionExpiresAt(session);
  return expiresAt !== null && now >= expiresAt;
};

export const isPlaceholderHandle = (handle: string): boolean => handle === PLACEHOLDER_HANDLE;

/** A session may be used unless its handle is the generic placeholder or its token has expired. */
export const isSessionUsable = (session: Session, now: number): boolean =>
  !isPlaceholderHandle(session.profile.handle) && !isSessionExpired(session, now);
