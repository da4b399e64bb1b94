import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../http/apiPaths';

const isHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/**
 * The session id the request acts under: a live personal API token's session (`bearerTokens`; the cookie is then not
 * read), else the session id the browser sent, if any.
 */
export const readSessionCookie = (c: Context): string | undefined => c.get('apiTokenSession') ?? getCookie(c, SESSION_COOKIE);

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https, for the whole site, until `expiresAt`;
 * and beside it the readable hint cookie (`1`, no secret) that tells the page a session may exist.
 */
export function writeSessionCookie(c: Context, id: string, expiresAt: number): void {
  const options = { sameSite: 'Lax', secure: isHttps(c), path: '/', expires: new Date(expiresAt) } as const;
  setCookie(c, SESSION_COOKIE, id, { ...options, httpOnly: true });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', options);
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isHttps(c), sameSite: 'Lax' });
}
