import { Hono } from 'hono';
import type { FieldErrors } from '../../domain/hub/formRules';
import type { Result } from '../../domain/shared/result';
import { methodNotAllowed, problem } from './apiAnswers';
import { refusedFields } from './refusedFields';
import type { EndPostingOutcome } from '../../ports/hubRepositories.port';
import { PAGE_LIMIT_DEFAULT, type ListPage, type PageRequest } from '../../ports/listPage';
import { FirstPageCache } from './firstPageCache';
import { pageAnswer, pageRequestOf, preparePage } from './listAnswers';
import { parseBody, type BodySchema } from './requestValidation';
import type { ServerSessions } from '../../application/session/serverSessions';
import { signedInProfile } from './signedIn';

/** What one kind of posting (service offers, commissions) gives the common routes. */
export interface PostingKind<Wire, Value, Posted, Code extends string> {
  /** The key of the list and of the single item in answers: `offers` / `offer`. */
  readonly plural: string;
  readonly singular: string;
  /** The JSON shape a client sends (types only; 400 naming the field otherwise): its wire schema. */
  readonly schema: BodySchema<Wire>;
  /** The domain's rules over what was sent: the value to keep, or the refused fields' codes. */
  readonly check: (wire: Wire) => Result<Value, FieldErrors<string, Code>>;
  readonly list: (page: PageRequest) => Promise<ListPage<Posted>>;
  readonly post: (value: Value, poster: string, now: number) => Promise<Posted>;
  readonly end: (id: string, by: string, now: number) => Promise<EndPostingOutcome>;
}

/**
 * The routes of one kind of posting. `GET /` (public): one page of the open ones, newest first: `{success,
 * <plural>, next}` (`?limit=1..100`, 30 by default; `?cursor=` the `next` of the page before, also in a `Link`
 * header), with an ETag (304 to a matching `If-None-Match`); the first page is kept in memory until a write.
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
  const firstPage = new FirstPageCache();
  routes.get('/', async (c) => {
    const page = pageRequestOf(c);
    if (page instanceof Response) return page;
    const read = async () => preparePage(kind.plural, await kind.list(page));
    return pageAnswer(c, await (page.after === null && page.limit === PAGE_LIMIT_DEFAULT ? firstPage.page(read) : read()), page.limit);
  });
  routes.post('/', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    const request = await parseBody(c, kind.schema);
    if (!request.ok) return request.answer;
    const checked = kind.check(request.value);
    if (!checked.ok) return refusedFields(c, checked.error);
    const posted = await kind.post(checked.value, profile.handle, now()).finally(() => firstPage.invalidate());
    return c.json({ success: true, [kind.singular]: posted }, 201);
  });
  routes.delete('/:id', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    const id = c.req.param('id');
    const outcome = await kind.end(id, profile.handle, now()).finally(() => firstPage.invalidate());
    if (outcome === 'not-found') return problem(c, 404, 'posting-not-found', { id });
    if (outcome === 'not-poster') return problem(c, 403, 'not-poster');
    return c.json({ success: true });
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}
