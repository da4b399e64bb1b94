import type { Listing } from '../../../domain/exchange/listing';
import { NO_TRADES_TEXT, PLACEHOLDER_FIGURE } from './exchange.texts';
import { changeDirection, formatChange } from './exchangeFormat';

/** A percent change with its sign, coloured green when up and red when down (the sign carries it too). */
export function ChangeText({ percent }: { readonly percent: number }) {
  return <span className={`exchange-change exchange-change-${changeDirection(percent)}`}>{formatChange(percent)}</span>;
}

/**
 * A listing's 24h change: a real listing says "No trades yet" before its item's first trade, and `—` while no change
 * is known (nothing traded before the day's window); a sample shows its written figure.
 */
export function ListingChange({ listing }: { readonly listing: Listing }) {
  const market = listing.market;
  if (market && !market.traded) return NO_TRADES_TEXT;
  return market && !market.changeKnown ? PLACEHOLDER_FIGURE : <ChangeText percent={listing.change24h} />;
}
