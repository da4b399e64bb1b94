import type { Result } from '../shared/result';
import type { Profile } from './session';
import { decodeJwtProfile } from './decodeJwtProfile';
import { placeholderProfile } from './placeholderProfile';

/** The profile to sign in with: the server's when it gave one, else the token's JWT claims, else the placeholder. */
export const resolveProfile = (server: Result<Profile, unknown> | null, token: string): Profile =>
  server !== null && server.ok ? server.value : (decodeJwtProfile(token) ?? placeholderProfile());
