import { useRef } from 'react';
import { ListingChange } from './ChangeText';
import { DETAIL_LABELS, SAMPLE_TEXT, VERIFIED_TEXT } from './exchange.texts';
import { tradeFigure } from './listingFigures';
import { formatBsvAmount, formatPrice } from './exchangeFormat';
import type { ListingItemProps } from './ListingRow';
import { TradeButtons } from './TradeButtons';

/** One listing as a card: rank, picture, name (opens the detail dialog), price, change, market cap, Buy and Sell. */
export function ListingCard({
  listing,
  rank,
  onOpen,
  onTrade,
  position,
  setSize,
}: ListingItemProps & { readonly position: number; readonly setSize: number }) {
  const nameButton = useRef<HTMLButtonElement>(null);
  return (
    <div role="listitem" aria-posinset={position} aria-setsize={setSize} className="exchange-card exchange-listing-card">
      <div className="exchange-listing-card-head">
        <span className="exchange-thumb" aria-hidden="true">
          {listing.thumbnail}
        </span>
        <span className="exchange-asset-text">
          <button ref={nameButton} type="button" className="exchange-asset-name" onClick={() => onOpen(listing, nameButton.current)}>
            {listing.name}
          </button>
          {listing.sample === true && <span className="exchange-sample-mark">{SAMPLE_TEXT}</span>}
          <span className="exchange-muted">
            #{rank} · {listing.author} · {listing.language}
            {listing.verified && ` · ${VERIFIED_TEXT}`}
          </span>
        </span>
      </div>
      <p className="exchange-listing-card-figures">
        <span>{formatPrice(listing.price)}</span> <ListingChange listing={listing} />
      </p>
      <p className="exchange-muted">
        {DETAIL_LABELS.marketCap} {tradeFigure(listing, formatBsvAmount(listing.marketCap))}
      </p>
      <TradeButtons listing={listing} onTrade={onTrade} />
    </div>
  );
}
