import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { safeReturnPath } from '../../domain/session/returnPath';
import { GITHUB_SIGN_IN_REFUSED_PARAMETER } from '../../domain/githubIdentity/githubSignIn';
import type { FinishGitHubSignInError, GitHubIdentityLinks } from '../../application/githubIdentity/githubIdentityLinks';
import type { ServerSessions } from '../../application/session/serverSessions';
import { GITHUB_IDENTITY_CALLBACK_PATH } from '../http/githubIdentityPaths';
import { GitHubSignInRequest } from '../wire/githubIdentity.schema';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';
import { isPageRequest } from './spa.routes';

/** The status of each way GitHub's answer is refused; the code on the wire is the rule's own name. */
export const GITHUB_SIGN_IN_STATUS: Readonly<Record<FinishGitHubSignInError, ContentfulStatusCode>> = {
  'github-state-missing': 400,
  'github-state-invalid': 400,
  'github-state-expired': 400,
  'github-access-denied': 403,
  'github-code-missing': 400,
  'github-code-refused': 400,
  'github-unavailable': 502,
  'github-login-linked-elsewhere': 409,
};


/** Where GitHub sends the person back: this server's callback, at the public origin when one is set. */
const redirectUriOf = (c: Context, publicOrigin: string | null): string => `${publicOrigin ?? new URL(c.req.url).origin}${GITHUB_IDENTITY_CALLBACK_PATH}`;

/** A refused callback: a browser goes back to the contracts page, which words `code`; a program gets problem details. */
function refusedCallback(c: Context, status: ContentfulStatusCode, code: string): Response {
  if (!isPageRequest(c)) return problem(c, status, code);
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${ROUTE_PATHS.contracts}?${new URLSearchParams({ [GITHUB_SIGN_IN_REFUSED_PARAMETER]: code }).toString()}`, 303);
}

/**
 * GitHub identity (a GitHub login linked to the HandCash session), all signed in:
 * - `POST /` `{returnPath?}`: starts GitHub's OAuth web flow: `{success, authorizeUrl}` to send the browser to;
 *   503 `github-sign-in-not-configured` when the server has no GitHub OAuth app (and no sandbox).
 * - `GET /callback?code&state` (GitHub sends the browser here): links the login and answers 303 to the return path;
 *   a refusal is problem details naming the rule (`GITHUB_SIGN_IN_STATUS`), or for a browser 303 to the contracts
 *   page with `?github-sign-in-refused=<code>`; 409 `github-login-linked-elsewhere` when another HandCash account's
 *   live session has that login linked (one login, one account: refused, never moved).
 * - `DELETE /`: signs out of GitHub (the link and its token are forgotten); 204.
 * 401 without a session.
 */
export function githubIdentityRoutes(sessions: ServerSessions, links: GitHubIdentityLinks | null, publicOrigin: string | null): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  /** The cookie's session id when it names a signed-in person, else the 401 answer. */
  const signedIn = async (c: Context): Promise<string | Response> => {
    const id = readSessionCookie(c);
    const current = await sessions.current(id);
    return current.ok && id !== undefined ? id : notSignedIn(c, current.ok ? 'none' : current.error);
  };
  routes.post('/', async (c) => {
    const id = await signedIn(c);
    if (id instanceof Response) return id;
    const request = await parseBody(c, GitHubSignInRequest);
    if (!request.ok) return request.answer;
    if (links === null) return problem(c, 503, 'github-sign-in-not-configured');
    const returnPath = safeReturnPath(request.value.returnPath ?? ROUTE_PATHS.contracts);
    return c.json({ success: true, authorizeUrl: await links.start(id, returnPath, redirectUriOf(c, publicOrigin)) });
  });
  routes.delete('/', async (c) => {
    const id = await signedIn(c);
    if (id instanceof Response) return id;
    await links?.unlink(id);
    return c.body(null, 204);
  });
  routes.get('/callback', async (c) => {
    const id = readSessionCookie(c);
    const current = await sessions.current(id);
    if (!current.ok || id === undefined) return isPageRequest(c) ? refusedCallback(c, 401, 'not-authenticated') : notSignedIn(c, current.ok ? 'none' : current.error);
    if (links === null) return refusedCallback(c, 503, 'github-sign-in-not-configured');
    const { state, code, error } = c.req.query();
    const linked = await links.finish(id, current.value.handle, { state, code, error }, redirectUriOf(c, publicOrigin));
    if (!linked.ok) return refusedCallback(c, GITHUB_SIGN_IN_STATUS[linked.error], linked.error);
    return c.redirect(linked.value.returnPath, 303);
  });
  routes.all('/', (c) => methodNotAllowed(c, 'POST, DELETE'));
  routes.all('/callback', (c) => methodNotAllowed(c, 'GET'));
  return routes;
}
