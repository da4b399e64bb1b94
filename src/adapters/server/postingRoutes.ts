import { Hono } from 'hono';
import type { z } from 'zod';
import type { FieldErrors } from '../../domain/hub/formRules';
import type { Result } from '../../domain/shared/result';
import { methodNotAllowed, problem } from './apiAnswers';
import { refusedFields } from './refusedFields';
import type { EndPostingOutcome } from '../../ports/hubRepositories.port';
import { parseBody } from './requestValidation';
import type { ServerSessions } from '../../application/session/serverSessions';
import { signedInProfile } from './signedIn';

/** What one kind of posting (service offers, commissions) gives the common routes. */
export interface PostingKind<Wire, Value, Posted, Code extends string> {
  /** The key of the list and of the single item in answers: `offers` / `offer`. */
  readonly plural: string;
  readonly singular: string;
  /** The JSON shape a client sends (types only; 400 naming the field otherwise). */
  readonly schema: z.ZodType<Wire>;
  /** The domain's rules over what was sent: the value to keep, or the refused fields' codes. */
  readonly check: (wire: Wire) => Result<Value, FieldErrors<string, Code>>;
  readonly list: () => Promise<readonly Posted[]>;
  readonly post: (value: Value, poster: string, now: number) => Promise<Posted>;
  readonly end: (id: string, by: string, now: number) => Promise<EndPostingOutcome>;
}

/**
 * The routes of one kind of posting. `GET /` (public): `{success, <plural>}`, open ones newest first.
 * `POST /` (signed in): 201 `{success, <singular>}`; 400 a wrong type naming the field, or the domain's rules
 * (`invalid-fields` with the domain's code per field). `DELETE /:id` (signed in, the
 * poster): 200; 403 someone else's; 404 no open posting with that id. 401 without a session.
 */
export function postingRoutes<Wire, Value, Posted, Code extends string>(
  kind: PostingKind<Wire, Value, Posted, Code>,
  sessions: ServerSessions,
  now: () => number,
): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, [kind.plural]: await kind.list() });
  });
  routes.post('/', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    const request = await parseBody(c, kind.schema);
    if (!request.ok) return request.answer;
    const checked = kind.check(request.value);
    if (!checked.ok) return refusedFields(c, checked.error);
    return c.json({ success: true, [kind.singular]: await kind.post(checked.value, profile.handle, now()) }, 201);
  });
  routes.delete('/:id', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    const id = c.req.param('id');
    const outcome = await kind.end(id, profile.handle, now());
    if (outcome === 'not-found') return problem(c, 404, 'posting-not-found', { id });
    if (outcome === 'not-poster') return problem(c, 403, 'not-poster');
    return c.json({ success: true });
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}
