import { useId } from 'react';
import { BUY_TOKENS_LABEL, DETAIL_LABELS, DOWNLOAD_LABEL, VIEW_SOURCE_LABEL } from '../../../domain/exchange/exchangeConstants';
import { formatBtcAmount, formatCount, formatRating } from '../../../domain/exchange/formatListing';
import type { Listing } from '../../../domain/exchange/listing';
import { Dialog } from '../../shared/Dialog';
import './exchangeDialog.css';

/**
 * A listing's details in a modal dialog named by the listing. It closes by the × button, a click on the overlay
 * or Escape. Buy Tokens, View Source and Download have no behaviour (spec section 7).
 */
export function ListingDetailDialog({ listing, onClose }: { readonly listing: Listing; readonly onClose: () => void }) {
  const descriptionId = useId();
  const figures: readonly [string, string][] = [
    [DETAIL_LABELS.marketCap, formatBtcAmount(listing.marketCap)],
    [DETAIL_LABELS.holders, formatCount(listing.holders)],
    [DETAIL_LABELS.downloads, formatCount(listing.downloads)],
    [DETAIL_LABELS.rating, formatRating(listing.rating)],
  ];
  return (
    <Dialog
      title={listing.name}
      onClose={onClose}
      initialFocus=".dialog-close"
      className="exchange-dialog"
      describedBy={descriptionId}
      leading={
        <span className="exchange-thumb exchange-thumb-large" aria-hidden="true">
          {listing.thumbnail}
        </span>
      }
      subtitle={`${listing.author} · ${listing.language}`}
    >
      <p id={descriptionId}>{listing.description}</p>
      <dl className="exchange-dialog-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="exchange-actions">
        <button type="button" className="exchange-button exchange-button-primary">
          {BUY_TOKENS_LABEL}
        </button>
        <button type="button" className="exchange-button">
          {VIEW_SOURCE_LABEL}
        </button>
        <button type="button" className="exchange-button">
          {DOWNLOAD_LABEL}
        </button>
      </div>
    </Dialog>
  );
}
