import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Holding } from '../../../domain/exchange/portfolio';
import { ChangeText } from './ChangeText';
import { holdingShareText } from './exchange.texts';
import { formatPrice } from './exchangeFormat';

const ListTokensForm = lazy(() => import('./ListTokensForm'));

/** A holding's List tokens button and, once pressed, its lazily loaded form. */
function ListAction({ holding, label }: { readonly holding: Holding; readonly label: string }): ReactNode {
  const [open, setOpen] = useState(false);
  return open ? (
    <Suspense fallback={null}>
      <ListTokensForm holding={holding} />
    </Suspense>
  ) : (
    <button type="button" className="exchange-button" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}

/**
 * The visitor's holdings: each listing's name, tokens held and share, its value and 24h change; with `listLabel`,
 * each also offers to list its tokens on the market.
 */
export function HoldingsList({ holdings, label, listLabel }: { readonly holdings: readonly Holding[]; readonly label: string; readonly listLabel?: string }) {
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
          {listLabel !== undefined && holding.listing.sample !== true && <ListAction holding={holding} label={listLabel} />}
        </li>
      ))}
    </ul>
  );
}
