import { DAY_MS, HOUR_MS } from './marketRules';

/**
 * Price history (issue 38, Build 4): an item's trades summed into candles by hour or by day. Each candle holds the
 * first (`open`), highest, lowest and last (`close`) price a token of the trades in its bucket, the tokens traded and
 * the satoshis paid. The server keeps them as trades are recorded; this is the rule they follow.
 */
export const CANDLE_INTERVALS = ['hour', 'day'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** The length of each interval's bucket; a bucket starts at a whole multiple of it (UTC). */
export const CANDLE_INTERVAL_MS: Readonly<Record<CandleInterval, number>> = { hour: HOUR_MS, day: DAY_MS };

/** How many candles one read answers at most: the newest ones (a month of hours, a year of days, or so). */
export const MAX_CANDLES = 400;

export interface Candle {
  /** When the bucket starts, ms since the epoch. */
  readonly startsAt: number;
  readonly openSatoshis: number;
  readonly highSatoshis: number;
  readonly lowSatoshis: number;
  readonly closeSatoshis: number;
  /** Tokens traded in the bucket. */
  readonly tokens: number;
  /** Satoshis paid in the bucket: the sum of each trade's quantity × price. */
  readonly volumeSatoshis: number;
  readonly trades: number;
}

/** A trade as the candles read it, in the order recorded. */
export interface CandleTrade {
  readonly at: number;
  readonly quantity: number;
  readonly priceSatoshis: number;
}

export const bucketOf = (at: number, interval: CandleInterval): number => Math.floor(at / CANDLE_INTERVAL_MS[interval]) * CANDLE_INTERVAL_MS[interval];

/**
 * The candles of `trades` (in the order recorded; trades at the same moment keep it), oldest first. The open is the
 * earliest trade's price and the close the latest's; a bucket with no trade has no candle.
 */
export function candlesOf(trades: readonly CandleTrade[], interval: CandleInterval): readonly Candle[] {
  const ordered = trades.map((trade, order) => ({ trade, order })).sort((a, b) => a.trade.at - b.trade.at || a.order - b.order);
  const buckets = new Map<number, Candle>();
  for (const { trade } of ordered) {
    const startsAt = bucketOf(trade.at, interval);
    const price = trade.priceSatoshis;
    const was = buckets.get(startsAt);
    buckets.set(
      startsAt,
      was === undefined
        ? { startsAt, openSatoshis: price, highSatoshis: price, lowSatoshis: price, closeSatoshis: price, tokens: trade.quantity, volumeSatoshis: trade.quantity * price, trades: 1 }
        : {
            ...was,
            highSatoshis: Math.max(was.highSatoshis, price),
            lowSatoshis: Math.min(was.lowSatoshis, price),
            closeSatoshis: price,
            tokens: was.tokens + trade.quantity,
            volumeSatoshis: was.volumeSatoshis + trade.quantity * price,
            trades: was.trades + 1,
          },
    );
  }
  return [...buckets.values()].sort((a, b) => a.startsAt - b.startsAt);
}
