import { CLAIM_ERROR_MESSAGES } from '../../ui/pages/contracts/contracts.texts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createClaim, type Claim } from '../../domain/contracts/claim';
import type { Profile } from '../../domain/session/session';
import { failure } from './apiAnswers';
import type { ClaimRepository } from './claimRepository.port';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import type { ServerSessions } from './serverSessions';
import { readSessionCookie } from './sessionCookie';

/** Longest name accepted for a GitHub username or HandCash handle (GitHub allows 39 characters). */
const NAME_MAX = 100;
/**
 * The largest issue number the claims table holds (an `integer` column). Refused here with a 400: the database
 * refusing it would fail the whole batch of claims its statement carries.
 */
const ISSUE_NUMBER_MAX = 2_147_483_647;

/** A name PostgreSQL can store: text holds no NUL character (one would fail its whole batch, as above). */
const Name = z
  .string()
  .max(NAME_MAX)
  .refine((name) => !name.includes('\u0000'), 'must not contain the NUL character');

const ClaimRequest = z.object({
  issueNumber: z.number().int().max(ISSUE_NUMBER_MAX),
  githubUsername: Name,
  handcashHandle: Name,
  estimatedDays: z.number().int().optional(),
});

const ISSUE_NUMBER = /^[1-9]\d{0,9}$/;

/** "Already claimed by octocat ($octo) since 2026-11-23T12:00:00.000Z". */
export const takenMessage = (holder: Claim): string =>
  `Already claimed by ${holder.githubUsername} ($${holder.handcashHandle}) since ${new Date(holder.claimedAt).toISOString()}`;

/**
 * The claims API. `GET /` (public): `{success, claims}`, every open claim. `POST /` (signed in): places a claim
 * under the domain's rules: 201 `{success, claim}`; 400 a bad field or a rule (`Please fill in all required
 * fields`); 409 `{code: 'taken', holder}` when someone else holds it. `DELETE /:issueNumber` (signed in): the
 * claimer releases it: 200; 403 not the claimer; 404 no open claim. 401 without a session.
 */
export function claimsRoutes(claims: ClaimRepository, sessions: ServerSessions, now: () => number = Date.now): Hono {
  const routes = new Hono();
  const signedIn = async (c: Context): Promise<Profile | Response> => {
    const current = await sessions.current(readSessionCookie(c));
    return current.ok ? current.value : notSignedIn(c, current.error);
  };
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, claims: await claims.openClaims() });
  });
  routes.post('/', async (c) => {
    const profile = await signedIn(c);
    if (profile instanceof Response) return profile;
    const request = await parseBody(c, ClaimRequest);
    if (!request.ok) return request.answer;
    const at = now();
    const claim = createClaim(request.value, at, profile.handle);
    if (!claim.ok) return failure(c, 400, CLAIM_ERROR_MESSAGES[claim.error.code], claim.error.code);
    const outcome = await claims.place(claim.value, at);
    if (outcome.kind === 'taken') {
      return c.json({ success: false, error: takenMessage(outcome.holder), code: 'taken', holder: outcome.holder }, 409);
    }
    return c.json({ success: true, claim: outcome.claim }, 201);
  });
  routes.delete('/:issueNumber', async (c) => {
    const profile = await signedIn(c);
    if (profile instanceof Response) return profile;
    const issueText = c.req.param('issueNumber');
    if (!ISSUE_NUMBER.test(issueText)) return failure(c, 400, 'issueNumber: must be a positive whole number');
    const outcome = await claims.release(Number(issueText), profile.handle, now());
    if (outcome === 'not-found') return failure(c, 404, `No open claim on issue #${issueText}`);
    if (outcome === 'not-claimer') return failure(c, 403, 'Only the person who claimed this contract can release it');
    return c.json({ success: true });
  });
  routes.all('/', (c) => {
    c.header('Allow', 'GET, POST');
    return failure(c, 405, `${c.req.method} is not allowed here`);
  });
  return routes;
}
