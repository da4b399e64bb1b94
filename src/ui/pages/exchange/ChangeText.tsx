import { changeDirection, formatChange } from './exchangeFormat';

/** A percent change with its sign, coloured green when up and red when down (the sign carries it too). */
export function ChangeText({ percent }: { readonly percent: number }) {
  return <span className={`exchange-change exchange-change-${changeDirection(percent)}`}>{formatChange(percent)}</span>;
}
