import type { Context } from 'hono';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { MarketCandles } from '../../ports/marketCandles.port';
import { CandlesQuery } from '../wire/marketCandles.schema';
import { problem } from './apiAnswers';
import { parseQuery } from './requestValidation';

/**
 * `GET /api/market/items/:itemId/candles?interval=hour|day` (public): the item's newest candles, oldest first
 * (`{success, interval, candles}`); 400 `invalid-field` (`interval`), 404 `unknown-item`.
 */
export function candlesHandler(candles: MarketCandles): (c: Context) => Promise<Response> {
  return async (c) => {
    const query = parseQuery(c, CandlesQuery);
    if (!query.ok) return query.answer;
    const itemId = c.req.param('itemId') ?? '';
    const found = holdsNulCharacter(itemId) ? null : await candles.of(itemId, query.value.interval);
    return found === null ? problem(c, 404, 'unknown-item') : c.json({ success: true, interval: query.value.interval, candles: found });
  };
}
