import { useId, useRef, type MouseEvent } from 'react';
import {
  BUY_TOKENS_LABEL,
  CLOSE_LABEL,
  DETAIL_LABELS,
  DOWNLOAD_LABEL,
  VIEW_SOURCE_LABEL,
} from '../../../domain/exchange/exchangeConstants';
import { formatBtcAmount, formatCount, formatRating } from '../../../domain/exchange/formatListing';
import type { Listing } from '../../../domain/exchange/listing';
import { useModalFocus } from '../../shared/useModalFocus';
import './exchangeDialog.css';

/**
 * A listing's details in a modal dialog named by the listing. It closes by the × button, a click on the overlay
 * or Escape. Buy Tokens, View Source and Download have no behaviour (spec section 7).
 */
export function ListingDetailDialog({ listing, onClose }: { readonly listing: Listing; readonly onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, '.exchange-dialog-close', onClose);
  // A press that starts inside the dialog and ends on the overlay (selecting text) must not close it.
  const pressStartedOnOverlay = useRef(false);
  const onOverlayMouseDown = (event: MouseEvent) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
  };
  const figures: readonly [string, string][] = [
    [DETAIL_LABELS.marketCap, formatBtcAmount(listing.marketCap)],
    [DETAIL_LABELS.holders, formatCount(listing.holders)],
    [DETAIL_LABELS.downloads, formatCount(listing.downloads)],
    [DETAIL_LABELS.rating, formatRating(listing.rating)],
  ];
  return (
    <div className="exchange-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialog}
        className="exchange-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <div className="exchange-dialog-header">
          <span className="exchange-thumb exchange-thumb-large" aria-hidden="true">
            {listing.thumbnail}
          </span>
          <div>
            <h2 id={titleId}>{listing.name}</h2>
            <p className="exchange-muted">
              {listing.author} · {listing.language}
            </p>
          </div>
          <button type="button" className="exchange-dialog-close" aria-label={CLOSE_LABEL} onClick={onClose}>
            ×
          </button>
        </div>
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
      </div>
    </div>
  );
}
