import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChangeSignals } from '../../ports/changeSignals.port';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { MarketActivity } from '../../ports/marketActivity.port';
import { problem } from './apiAnswers';
import { pageAnswer, pageRequestOf, preparePage } from './listAnswers';

/** A comment line keeps an idle event stream open through proxies. */
const EVENTS_KEEPALIVE_MS = 25_000;

/**
 * The activity feed (issue 38, Build 5), mounted at `/api/market/activity` (public): `GET ?itemId=&limit=&cursor=` one
 * page of events, newest first (`{success, events, next}`, a `Link` to the next page, an ETag); 400 `out-of-range`,
 * `invalid-cursor`, `invalid-field` (`itemId`). `GET /events`: server-sent events, `market` after each change of the
 * market on any server (the change signals), so an open feed reads its first page again.
 */
export function marketActivityRoutes(activity: MarketActivity, signals: ChangeSignals | null): Hono {
  const routes = new Hono();
  routes.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe =
        signals?.listen(({ topic }) => {
          if (topic === 'market' || topic === 'everything') void stream.writeSSE({ event: 'market', data: '' });
        }) ?? (() => undefined);
      stream.onAbort(unsubscribe);
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(EVENTS_KEEPALIVE_MS);
        await stream.write(': keepalive\n\n');
      }
      unsubscribe();
    }),
  );
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
