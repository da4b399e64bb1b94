import { createContext, useContext } from 'react';
import { formatUsd } from './exchangeFormat';

/** US dollars per BSV, when the operator configured a rate (`BSV_USD_RATE`); null: no dollar figure is shown. */
export const UsdRateContext = createContext<number | null>(null);

/** Formats a BSV amount in dollars at the configured rate, or gives null when there is none. */
export function useUsd(): (bsv: number) => string | null {
  const rate = useContext(UsdRateContext);
  return (bsv) => (rate === null ? null : formatUsd(bsv, rate));
}
