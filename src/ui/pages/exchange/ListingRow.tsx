import { useRef, type MouseEvent } from 'react';
import { BUY_LABEL, SELL_LABEL } from '../../../domain/exchange/exchangeConstants';
import {
  formatBtcAmount,
  formatCount,
  formatPercent,
  formatPrice,
  formatTotalSupply,
  formatUsd,
} from '../../../domain/exchange/formatListing';
import { circulatingSupply, type Listing } from '../../../domain/exchange/listing';
import { ChangeText } from './ChangeText';

/**
 * One market row. A click anywhere but on a button opens the detail dialog; the name is a button, so keyboard
 * users reach the same dialog with Tab and Enter. Buy and Sell have no behaviour (spec section 7).
 */
export function ListingRow({
  listing,
  rank,
  onOpen,
}: {
  readonly listing: Listing;
  readonly rank: number;
  readonly onOpen: (listing: Listing, opener: HTMLElement | null) => void;
}) {
  const nameButton = useRef<HTMLButtonElement>(null);
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    onOpen(listing, nameButton.current);
  };
  return (
    <tr className="exchange-row" onClick={onRowClick}>
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
            <span className="exchange-muted">
              {listing.author} · {listing.language}
              {listing.verified && <span className="exchange-verified"> · verified</span>}
            </span>
          </span>
        </span>
      </th>
      <td>
        {formatPrice(listing.price)}
        <span className="exchange-muted exchange-cell-note">{formatUsd(listing.price)}</span>
      </td>
      <td>
        <ChangeText percent={listing.change24h} />
      </td>
      <td>{formatBtcAmount(listing.volume24h)}</td>
      <td>{formatBtcAmount(listing.marketCap)}</td>
      <td>
        {formatCount(circulatingSupply(listing))}
        <span className="exchange-muted exchange-cell-note">{formatTotalSupply()}</span>
      </td>
      <td>{formatCount(listing.holders)}</td>
      <td>{formatPercent(listing.dividendYield)}</td>
      <td>
        <span className="exchange-trade">
          <button type="button" className="exchange-button exchange-button-buy" aria-label={`${BUY_LABEL} ${listing.name}`}>
            {BUY_LABEL}
          </button>
          <button type="button" className="exchange-button exchange-button-sell" aria-label={`${SELL_LABEL} ${listing.name}`}>
            {SELL_LABEL}
          </button>
        </span>
      </td>
    </tr>
  );
}
