import type { Candle, CandleInterval } from '../domain/exchange/market/candles';

/** An item's price history as the server keeps it: candles summed as trades are recorded (`candles.ts`). */
export interface MarketCandles {
  /**
   * The item's newest candles of `interval` (at most `MAX_CANDLES`), oldest first; empty before its first trade;
   * null when no such item is on the market. Rejects with `DatabaseUnavailableError` when the database cannot answer.
   */
  of(itemId: string, interval: CandleInterval): Promise<readonly Candle[] | null>;
}
