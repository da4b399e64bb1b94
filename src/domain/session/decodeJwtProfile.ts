import type { Profile } from './session';
import { decodeBase64Url } from './base64url';
import { decodeUtf8 } from './utf8';
import { isRecord } from './isRecord';
import { validateProfile } from './profile';

const SEGMENT = /^[A-Za-z0-9_-]*$/;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The claims object of a JWT (header.payload.signature, base64url, payload non-empty), or null. */
const jwtClaims = (token: string): Readonly<Record<string, unknown>> | null => {
  const segments = token.split('.');
  const [header, payload] = segments;
  if (segments.length !== 3 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  if (header === undefined || header === '' || payload === undefined || payload === '') return null;
  const bytes = decodeBase64Url(payload);
  const json = bytes === null ? null : decodeUtf8(bytes);
  const claims = json === null ? undefined : parseJson(json);
  return isRecord(claims) ? claims : null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * A profile read from the claims of a JWT-shaped token, or null when the token is not a decodable JWT
 * or names no handle. The handle is the `handle` claim, else `preferred_username` (`sub` is an opaque
 * id, never a handle). Missing text claims become '' (displayName: the handle); the profile must pass
 * the same checks as any other (an avatar that is not http(s) rejects it). Never throws.
 */
export const decodeJwtProfile = (token: string): Profile | null => {
  const claims = jwtClaims(token);
  if (claims === null) return null;
  const handle = text(claims['handle']) ?? text(claims['preferred_username']);
  if (handle === null) return null;
  return validateProfile({
    handle,
    paymail: text(claims['paymail']) ?? '',
    publicKey: text(claims['publicKey']) ?? '',
    avatarUrl: text(claims['avatarUrl']) ?? '',
    displayName: text(claims['displayName']) ?? handle,
  });
};
