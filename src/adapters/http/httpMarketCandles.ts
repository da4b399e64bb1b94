import { firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import type { Candle, CandleInterval } from '../../domain/exchange/market/candles';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import { CandlesAnswer } from '../wire/marketCandles.schema';
import { API_PATHS } from './apiPaths';
import { jsonRequest } from './jsonRequest';

/**
 * An item's candles from this app's server (`GET /api/market/items/{itemId}/candles?interval=`), read with the
 * route's own schema; loaded with the first price chart, so the schema stays out of the page's first load.
 */
export async function fetchCandles(itemId: string, interval: CandleInterval): Promise<Result<readonly Candle[], MarketDeskError>> {
  const answer = await firstValueFrom(jsonRequest('GET', `${API_PATHS.market}/items/${encodeURIComponent(itemId)}/candles?interval=${interval}`));
  if (!answer.ok) return err({ code: 'unavailable' });
  if (answer.value.status !== 200) {
    const code = isRecord(answer.value.body) ? answer.value.body['code'] : null;
    return err({ code: typeof code === 'string' && code !== '' ? code : 'unavailable' });
  }
  const parsed = v.safeParse(CandlesAnswer, answer.value.body);
  return parsed.success ? ok(parsed.output.candles) : err({ code: 'unavailable' });
}
