import type { Trade } from './marketRecords';

/**
 * One holder's position in one item. Cost basis is the average cost of the tokens held: a purchase adds what was
 * paid for the tokens (the platform fee is not part of it), a sale takes out the same share of the cost as of the
 * tokens; minted tokens cost nothing.
 */
export interface Position {
  readonly itemId: string;
  readonly tokens: number;
  readonly costBasisSatoshis: number;
  /** Tokens × the item's last price; null before the item's first trade. */
  readonly valueSatoshis: number | null;
  /** Value − cost basis; null while there is no value. */
  readonly profitAndLossSatoshis: number | null;
}

/**
 * The position of `holder` in `itemId`: `minted` tokens received at mint, then `trades` of the item in time order.
 */
export function positionOf(holder: string, itemId: string, minted: number, trades: readonly Trade[], lastPriceSatoshis: number | null): Position {
  let tokens = minted;
  let cost = 0;
  for (const trade of [...trades].sort((a, b) => a.at - b.at)) {
    if (trade.buyer === holder) {
      tokens += trade.quantity;
      cost += trade.quantity * trade.priceSatoshis;
    }
    if (trade.seller === holder && tokens > 0) {
      cost -= Math.round((cost * Math.min(trade.quantity, tokens)) / tokens);
      tokens = Math.max(0, tokens - trade.quantity);
    }
  }
  const valueSatoshis = lastPriceSatoshis === null ? null : tokens * lastPriceSatoshis;
  return {
    itemId,
    tokens,
    costBasisSatoshis: cost,
    valueSatoshis,
    profitAndLossSatoshis: valueSatoshis === null ? null : valueSatoshis - cost,
  };
}
