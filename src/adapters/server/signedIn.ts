import type { Context } from 'hono';
import type { Profile } from '../../domain/session/session';
import { notSignedIn } from './session.routes';
import type { ServerSessions } from '../../application/session/serverSessions';
import { readSessionCookie } from './sessionCookie';

/** The profile signed in on this request, or the 401 answer to return (the session ended or never was). */
export async function signedInProfile(c: Context, sessions: ServerSessions): Promise<Profile | Response> {
  const current = await sessions.current(readSessionCookie(c));
  return current.ok ? current.value : notSignedIn(c, current.error);
}
