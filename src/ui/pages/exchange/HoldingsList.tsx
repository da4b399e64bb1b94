import type { Holding } from '../../../domain/exchange/portfolio';
import { ChangeText } from './ChangeText';
import { holdingShareText } from './exchange.texts';
import { formatPrice } from './exchangeFormat';

/** The visitor's holdings: each listing's name, tokens held and share, its value and 24h change. */
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
            {formatPrice(holding.value)}
            <ChangeText percent={holding.listing.change24h} />
          </span>
        </li>
      ))}
    </ul>
  );
}
