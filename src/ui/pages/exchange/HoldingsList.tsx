import type { Holding } from '../../../domain/exchange/portfolio';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { ChangeText } from './ChangeText';
import { holdingShareText } from './exchange.texts';
import { formatPrice } from './exchangeFormat';
import { bsvText, PORTFOLIO_TABLE_TEXTS } from './portfolio.texts';

/**
 * A holding's value as the panel shows it: a sample's sample figure and 24h change; a real one's value at the
 * item's last price from the market ("No trades yet" before its first trade, or for an item not on the market).
 */
function HoldingValue({ holding }: { readonly holding: Holding }) {
  if (holding.listing.sample === true) {
    return (
      <>
        {formatPrice(holding.value)}
        <ChangeText percent={holding.listing.change24h} />
      </>
    );
  }
  const value = holding.market?.valueSatoshis ?? null;
  return <>{value === null ? PORTFOLIO_TABLE_TEXTS.noTrades : bsvText(formatBsv(value))}</>;
}

/** The visitor's holdings in the Marketplace's panel: each item's name, tokens held and share, and its value. */
export function HoldingsList({ holdings, label }: { readonly holdings: readonly Holding[]; readonly label: string }) {
  return (
    <ul className="exchange-holdings" aria-label={label}>
      {holdings.map((holding) => (
        <li key={holding.listing.id} className="exchange-holding">
          <span className="exchange-thumb" aria-hidden="true">
            {holding.listing.thumbnail}
          </span>
          <span className="exchange-holding-name">
            {holding.listing.name}
            <span className="exchange-muted">{holdingShareText(holding.tokens, holding.sharePercent)}</span>
          </span>
          <span className="exchange-holding-value">
            <HoldingValue holding={holding} />
          </span>
        </li>
      ))}
    </ul>
  );
}
