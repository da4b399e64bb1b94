import { Hono, type Context } from 'hono';
import type { Profile } from '../../domain/session/session';
import { methodNotAllowed, problem } from './apiAnswers';
import type { ClaimDesk, PlaceClaimError } from '../../application/contracts/claimDesk';
import { parseBody } from './requestValidation';
import { ClaimRequest } from '../wire/claimRequests.schema';
import { ISSUE_NUMBER_PATH_PROBLEM, issueNumberOfPath } from '../wire/wireFields';
import { notSignedIn } from './session.routes';
import type { ServerSessions } from '../../application/session/serverSessions';
import { readSessionCookie } from './sessionCookie';
import type { GitHubIdentityLinks } from '../../application/githubIdentity/githubIdentityLinks';

/** A refused claim as problem details: the rule's code, and what the page needs to say who holds the contract. */
function refusedClaim(c: Context, refusal: PlaceClaimError): Response {
  switch (refusal.code) {
    case 'contract-not-found':
      return problem(c, 404, refusal.code);
    case 'contract-not-available':
      return problem(c, 409, refusal.code, { contractStatus: refusal.contractStatus, holder: refusal.holder });
    case 'taken':
      // Another claim was placed between the check and the write: its holder, whole.
      return problem(c, 409, 'taken', { holder: refusal.holder });
    case 'assigned-elsewhere':
      return problem(c, 409, refusal.code, { assignee: refusal.assignee });
    case 'github-link-required':
      // No GitHub login linked through GitHub's sign-in: a typed login proves nothing.
      return problem(c, 403, refusal.code, { field: 'githubUsername' });
    case 'github-login-mismatch':
      // The session is signed in with GitHub as another login: a claim is made as the linked login only.
      return problem(c, 403, refusal.code, { field: 'githubUsername', linkedLogin: refusal.linkedLogin });
    default:
      return problem(c, 400, refusal.code);
  }
}

/** The desk of the repository a request names (a connected repository's id in the path); null: no such repository. */
export type DeskOfRequest = (c: Context) => Promise<ClaimDesk | null>;

/**
 * The claims API, of the operator's repository (`/api/claims`, one desk) or of a connected one
 * (`/api/repositories/{id}/claims`, the desk of the id; 404 `repository-not-found` for an unknown id). `GET /` (public): `{success, claims}`, every open claim. `POST /` (signed in): places a claim on
 * a contract the server derives from GitHub: 201 `{success, claim}`; refusals are problem details
 * (`application/problem+json`) whose `code` names the rule: 400 a bad field or a rule of the form
 * (`required-fields`, …); 403 `github-link-required` when the session has linked no GitHub login through GitHub's
 * sign-in (a typed login is never taken), `github-login-mismatch` (`linkedLogin`) when it typed another login than the
 * linked one (a claim records the linked login); 404 `contract-not-found`; 409 `contract-not-available` (`contractStatus`, `holder`) or
 * `assigned-elsewhere` (`assignee`). `DELETE /:issueNumber` (signed in): the claimer releases it: 200; 403
 * `not-claimer`; 404 `no-open-claim`. 401 without a session.
 */
export function claimsRoutes(desks: ClaimDesk | DeskOfRequest, sessions: ServerSessions, githubLinks: GitHubIdentityLinks | null = null): Hono {
  const routes = new Hono();
  const deskOf = typeof desks === 'function' ? desks : () => Promise.resolve(desks);
  const signedIn = async (c: Context): Promise<Profile | Response> => {
    const current = await sessions.current(readSessionCookie(c));
    return current.ok ? current.value : notSignedIn(c, current.error);
  };
  routes.get('/', async (c) => {
    const desk = await deskOf(c);
    if (desk === null) return problem(c, 404, 'repository-not-found');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, claims: await desk.list() });
  });
  routes.post('/', async (c) => {
    const desk = await deskOf(c);
    if (desk === null) return problem(c, 404, 'repository-not-found');
    const profile = await signedIn(c);
    if (profile instanceof Response) return profile;
    const request = await parseBody(c, ClaimRequest);
    if (!request.ok) return request.answer;
    const sessionId = readSessionCookie(c);
    const linkedLogin = githubLinks === null || sessionId === undefined ? null : await githubLinks.linkedLogin(sessionId);
    const placed = await desk.place(profile, request.value, linkedLogin);
    return placed.ok ? c.json({ success: true, claim: placed.value }, 201) : refusedClaim(c, placed.error);
  });
  routes.delete('/:issueNumber', async (c) => {
    const desk = await deskOf(c);
    if (desk === null) return problem(c, 404, 'repository-not-found');
    const profile = await signedIn(c);
    if (profile instanceof Response) return profile;
    const issueNumber = issueNumberOfPath(c.req.param('issueNumber'));
    if (issueNumber === null) return problem(c, 400, 'out-of-range', ISSUE_NUMBER_PATH_PROBLEM);
    const released = await desk.release(profile, issueNumber);
    if (released.ok) return c.json({ success: true });
    return released.error === 'not-found' ? problem(c, 404, 'no-open-claim', { issueNumber }) : problem(c, 403, 'not-claimer');
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}
