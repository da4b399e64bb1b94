import type { Session, SessionTokens } from './session';
import { TOKEN_TYPE } from './sessionConstants';
import { isRecord } from './isRecord';
import { validateProfile } from './profile';
import { isSessionUsable } from './sessionValidity';

const isNonNegativeFinite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const validateTokens = (value: unknown): SessionTokens | null => {
  if (!isRecord(value)) return null;
  const { accessToken, tokenType, expiresIn } = value;
  if (typeof accessToken !== 'string' || accessToken.trim() === '' || tokenType !== TOKEN_TYPE) return null;
  if (!('expiresIn' in value)) return { accessToken, tokenType: TOKEN_TYPE };
  return isNonNegativeFinite(expiresIn) ? { accessToken, tokenType: TOKEN_TYPE, expiresIn } : null;
};

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The session kept in storage, or null when there is none, it is malformed (bad JSON, a missing or
 * mistyped field, an expiry that is not a finite non-negative number), or it is not usable at `now`.
 * Never throws. Unknown extra fields are dropped.
 */
export const parseStoredSession = (raw: string | null, now: number): Session | null => {
  if (raw === null) return null;
  const stored = parseJson(raw);
  if (!isRecord(stored)) return null;
  const profile = validateProfile(stored['profile']);
  const tokens = validateTokens(stored['tokens']);
  const savedAt = stored['savedAt'];
  if (profile === null || tokens === null || !isNonNegativeFinite(savedAt)) return null;
  const session: Session = { profile, tokens, savedAt };
  return isSessionUsable(session, now) ? session : null;
};

/** The storage form of a session, read back by `parseStoredSession`. */
export const serializeSession = (session: Session): string =>
  JSON.stringify({ profile: session.profile, tokens: session.tokens, savedAt: session.savedAt });
