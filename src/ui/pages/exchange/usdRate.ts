import { createContext, useContext } from 'react';
import { formatUsd } from './exchangeFormat';

/** The market's BTC to USD rate, once the catalogue has given it; null before. */
export const UsdRateContext = createContext<number | null>(null);

/** Formats a BTC amount in dollars at the market's rate, or gives null while the rate is unknown. */
export function useUsd(): (btc: number) => string | null {
  const rate = useContext(UsdRateContext);
  return (btc) => (rate === null ? null : formatUsd(btc, rate));
}
