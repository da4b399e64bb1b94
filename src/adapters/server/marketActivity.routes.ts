import { Hono } from 'hono';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { MarketActivity } from '../../ports/marketActivity.port';
import { problem } from './apiAnswers';
import { pageAnswer, pageRequestOf, preparePage } from './listAnswers';

/**
 * The activity feed (issue 38, Build 5), mounted at `/api/market/activity` (public): `GET ?itemId=&limit=&cursor=` one
 * page of events, newest first (`{success, events, next}`, a `Link` to the next page, an ETag); 400 `out-of-range`,
 * `invalid-cursor`, `invalid-field` (`itemId`).
 */
export function marketActivityRoutes(activity: MarketActivity): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const request = pageRequestOf(c);
    if (request instanceof Response) return request;
    const itemId = c.req.query('itemId');
    if (itemId !== undefined && (itemId === '' || itemId.length > 200 || holdsNulCharacter(itemId))) return problem(c, 400, 'invalid-field', { field: 'itemId' });
    const page = await activity.page(itemId ?? null, request);
    return pageAnswer(c, preparePage('events', page), request.limit);
  });
  return routes;
}
