import { formatBsv } from '../../../domain/payments/bsvAmount';
import { bsvText } from './portfolio.texts';

/** A signed amount: `+`, `-`, or none for zero. */
const signOf = (value: number): string => (value > 0 ? '+' : value < 0 ? '-' : '');

/** Profit or loss in BSV with its sign, and in percent of the cost basis (two decimals) when there is one. */
export function profitText(satoshis: number, percent: number | null): string {
  const amount = `${signOf(satoshis)}${bsvText(formatBsv(Math.abs(satoshis)))}`;
  return percent === null ? amount : `${amount} (${signOf(percent)}${Math.abs(percent).toFixed(2)}%)`;
}

/** Profit (green) or loss (red), the sign carrying it too. */
export function ProfitText({ satoshis, percent }: { readonly satoshis: number; readonly percent: number | null }) {
  const direction = satoshis > 0 ? 'up' : satoshis < 0 ? 'down' : 'flat';
  return <span className={`exchange-change exchange-change-${direction}`}>{profitText(satoshis, percent)}</span>;
}
