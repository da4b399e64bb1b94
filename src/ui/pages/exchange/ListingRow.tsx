import { useRef, type MouseEvent } from 'react';
import { circulatingSupply, type Listing } from '../../../domain/exchange/listing';
import { ListingChange } from './ChangeText';
import { SAMPLE_TEXT, VERIFIED_TEXT } from './exchange.texts';
import { keptFigure, tradeFigure } from './listingFigures';
import { formatBsvAmount, formatCount, formatPercent, formatPrice, formatTotalSupply } from './exchangeFormat';
import { TradeButtons, type OnTrade } from './TradeButtons';
import { useUsd } from './usdRate';

/** What a market row or card needs beyond its listing. */
export interface ListingItemProps {
  readonly listing: Listing;
  readonly rank: number;
  readonly onOpen: (listing: Listing, opener: HTMLElement | null) => void;
  readonly onTrade: OnTrade;
}

/**
 * One market row. A click anywhere but on a button opens the detail dialog; the name is a button, so keyboard
 * users reach the same dialog with Tab and Enter. `rowIndex` is its place among all rows (header = 1).
 */
export function ListingRow({
  listing,
  rank,
  onOpen,
  onTrade,
  rowIndex,
  measure,
}: ListingItemProps & { readonly rowIndex: number; readonly measure: (element: Element | null) => void }) {
  const nameButton = useRef<HTMLButtonElement>(null);
  const usd = useUsd();
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    onOpen(listing, nameButton.current);
  };
  return (
    <tr className="exchange-row" onClick={onRowClick} aria-rowindex={rowIndex} data-index={rowIndex - 2} ref={measure}>
      <td className="exchange-rank">{rank}</td>
      <th scope="row">
        <span className="exchange-asset">
          <span className="exchange-thumb" aria-hidden="true">
            {listing.thumbnail}
          </span>
          <span className="exchange-asset-text">
            <button ref={nameButton} type="button" className="exchange-asset-name" onClick={() => onOpen(listing, nameButton.current)}>
              {listing.name}
            </button>
            {listing.sample === true && <span className="exchange-sample-mark">{SAMPLE_TEXT}</span>}
            <span className="exchange-muted">
              {listing.author} · {listing.language}
              {listing.verified && <span className="exchange-verified"> · {VERIFIED_TEXT}</span>}
            </span>
          </span>
        </span>
      </th>
      <td>
        {formatPrice(listing.price)}
        <span className="exchange-muted exchange-cell-note">{usd(listing.price)}</span>
      </td>
      <td>
        <ListingChange listing={listing} />
      </td>
      <td>{tradeFigure(listing, formatBsvAmount(listing.volume24h))}</td>
      <td>{tradeFigure(listing, formatBsvAmount(listing.marketCap))}</td>
      <td>
        {/* A real item's supply is its own; the sample's figures are out of the spec's 1,000,000. */}
        {listing.market ? (
          formatCount(listing.market.supply)
        ) : (
          <>
            {formatCount(circulatingSupply(listing))}
            <span className="exchange-muted exchange-cell-note">{formatTotalSupply()}</span>
          </>
        )}
      </td>
      <td>{formatCount(listing.holders)}</td>
      <td>{keptFigure(listing, formatPercent(listing.dividendYield))}</td>
      <td>
        <TradeButtons listing={listing} onTrade={onTrade} />
      </td>
    </tr>
  );
}
