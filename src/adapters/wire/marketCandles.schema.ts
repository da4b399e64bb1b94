import * as v from 'valibot';
import { CANDLE_INTERVALS } from '../../domain/exchange/market/candles';

/** `GET /api/market/items/{itemId}/candles?interval=hour|day`: the interval is required. */
export const CandlesQuery = v.object({
  interval: v.pipe(v.picklist(CANDLE_INTERVALS), v.description('The candles’ length: `hour` or `day` (UTC buckets).')),
});

/** One candle: prices a token and volume in satoshis, `startsAt` the bucket's start (ms). */
export const CandleSchema = v.object({
  startsAt: v.number(),
  openSatoshis: v.number(),
  highSatoshis: v.number(),
  lowSatoshis: v.number(),
  closeSatoshis: v.number(),
  tokens: v.number(),
  volumeSatoshis: v.number(),
  trades: v.number(),
});

export const CandlesAnswer = v.object({ success: v.literal(true), interval: v.picklist(CANDLE_INTERVALS), candles: v.array(CandleSchema) });
