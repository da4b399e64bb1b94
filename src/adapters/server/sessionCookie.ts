import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../http/apiPaths';

const isHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/** The session id the browser sent, if any. */
export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https, for the whole site, until `expiresAt`. */
export function writeSessionCookie(c: Context, id: string, expiresAt: number): void {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c), httpOnly: true, sameSite: 'Lax' });
}
