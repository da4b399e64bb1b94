/**
 * The figures of a holder's portfolio (issue 30, Build 4): profit and loss in percent of what the tokens cost, and
 * the totals over every position. Amounts are whole satoshis.
 */

/** What the totals need of one position (`Position` with its dividends). */
export interface PositionAmounts {
  readonly costBasisSatoshis: number;
  /** Null before the item's first trade. */
  readonly valueSatoshis: number | null;
  readonly pendingDividendsSatoshis: number;
  readonly dividendsReceivedSatoshis: number;
}

/** The money figures of one holding or of a whole portfolio, in whole satoshis. */
export interface PortfolioFigures {
  readonly costBasisSatoshis: number;
  /** At the last price; null before the first trade (of the item, or of every item held). */
  readonly valueSatoshis: number | null;
  readonly profitAndLossSatoshis: number | null;
  /** Of the cost basis, two decimals; null when the tokens cost nothing (minted) or nothing traded. */
  readonly profitAndLossPercent: number | null;
  readonly pendingDividendsSatoshis: number;
  readonly dividendsReceivedSatoshis: number;
}

/** The portfolio's totals; value and profit count only the positions that have a value (an item that traded). */
export type PortfolioTotals = PortfolioFigures;

/** Two decimals of a percent. */
const HUNDREDTHS_OF_A_PERCENT = 10_000n;

/**
 * Profit or loss as a percent of the cost basis, rounded half away from zero to two decimals (`12.35`, `-12.35`);
 * null when nothing was paid for the tokens (minted tokens cost nothing, so no percent of nothing) or there is no
 * profit figure (no trade yet).
 */
export function profitAndLossPercent(costBasisSatoshis: number, profitAndLossSatoshis: number | null): number | null {
  if (profitAndLossSatoshis === null || costBasisSatoshis <= 0) return null;
  // Exact in integers (amounts up to 2^53 satoshis): round(|p| × 10,000 / cost), half up.
  const cost = BigInt(costBasisSatoshis);
  const hundredths = (2n * BigInt(Math.abs(profitAndLossSatoshis)) * HUNDREDTHS_OF_A_PERCENT + cost) / (2n * cost);
  const percent = Number(hundredths) / 100;
  return profitAndLossSatoshis < 0 && percent !== 0 ? -percent : percent;
}

/**
 * The totals of `positions`: cost basis and dividends over all; value and profit over the positions that have a
 * value, the percent against the cost basis of those same positions.
 */
export function portfolioTotals(positions: readonly PositionAmounts[]): PortfolioTotals {
  let cost = 0;
  let valuedCost = 0;
  let value: number | null = null;
  let pending = 0;
  let received = 0;
  for (const position of positions) {
    cost += position.costBasisSatoshis;
    pending += position.pendingDividendsSatoshis;
    received += position.dividendsReceivedSatoshis;
    if (position.valueSatoshis !== null) {
      value = (value ?? 0) + position.valueSatoshis;
      valuedCost += position.costBasisSatoshis;
    }
  }
  const profit = value === null ? null : value - valuedCost;
  return {
    costBasisSatoshis: cost,
    valueSatoshis: value,
    profitAndLossSatoshis: profit,
    profitAndLossPercent: profitAndLossPercent(valuedCost, profit),
    pendingDividendsSatoshis: pending,
    dividendsReceivedSatoshis: received,
  };
}
