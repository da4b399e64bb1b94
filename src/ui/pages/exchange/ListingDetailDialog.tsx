import { lazy, Suspense, useId, useState } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import { Dialog } from '../../shared/Dialog';
import { BUY_TOKENS_LABEL, DETAIL_LABELS, DOWNLOAD_LABEL, VIEW_SOURCE_LABEL } from './exchange.texts';
import { formatBsvAmount, formatCount, formatRating } from './exchangeFormat';
import { keptFigure, tradeFigure } from './listingFigures';
import './exchangeDialog.css';

/** The buy flow loads with its first opening, so it stays out of the page's bundle. */
const BuyTokensForm = lazy(() => import('./BuyTokensForm'));
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));
const ItemFilesPanel = lazy(() => import('./ItemFilesPanel'));
const SellTokensPanel = lazy(() => import('./SellTokensPanel'));
const ItemOffersPanel = lazy(() => import('./ItemOffersPanel'));
const ActivityFeed = lazy(() => import('./ActivityFeed'));

/** What the dialog opens at: the details (a name or row click), the purchase flow (Buy) or one's listing form (Sell). */
export type DetailIntent = 'details' | 'buy' | 'sell';

/**
 * A listing's details in a modal dialog named by the listing. It closes by the × button, a click on the overlay
 * or Escape. Buy Tokens (or the row's Buy, `intent` `buy`) opens the buy flow, which asks a signed-out visitor to
 * sign in and says a sample cannot be bought; the row's Sell (`sell`) opens the listing form of one's holding. View
 * Source shows the item's kept code files as text, Download hands them over (one file as itself, several as a zip);
 * a sample, or an item whose files are not kept here, says so plainly.
 */
export function ListingDetailDialog({
  listing,
  intent = 'details',
  onClose,
}: {
  readonly listing: Listing;
  readonly intent?: DetailIntent;
  readonly onClose: () => void;
}) {
  const descriptionId = useId();
  const [notice, setNotice] = useState('');
  const [buying, setBuying] = useState(intent === 'buy');
  const [viewing, setViewing] = useState(false);
  const [downloads, setDownloads] = useState(0);
  const figures: readonly [string, string][] = [
    [DETAIL_LABELS.marketCap, tradeFigure(listing, formatBsvAmount(listing.marketCap))],
    [DETAIL_LABELS.holders, formatCount(listing.holders)],
    [DETAIL_LABELS.downloads, keptFigure(listing, formatCount(listing.downloads))],
    [DETAIL_LABELS.rating, keptFigure(listing, formatRating(listing.rating))],
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
      {listing.market !== undefined && (
        <Suspense fallback={null}>
          <PriceHistoryChart listing={listing} />
        </Suspense>
      )}
      <div className="exchange-actions">
        <button
          type="button"
          className="exchange-button exchange-button-primary"
          onClick={() => setBuying(true)}
        >
          {BUY_TOKENS_LABEL}
        </button>
        <button type="button" className="exchange-button" aria-expanded={viewing} onClick={() => setViewing((shown) => !shown)}>
          {VIEW_SOURCE_LABEL}
        </button>
        <button type="button" className="exchange-button" onClick={() => setDownloads((count) => count + 1)}>
          {DOWNLOAD_LABEL}
        </button>
      </div>
      {(viewing || downloads > 0) && (
        <Suspense fallback={null}>
          <ItemFilesPanel listing={listing} viewing={viewing} downloads={downloads} onNotice={setNotice} onViewing={setViewing} />
        </Suspense>
      )}
      {listing.market !== undefined && (
        <Suspense fallback={null}>
          <ItemOffersPanel itemId={listing.market.itemId} />
          <ActivityFeed itemId={listing.market.itemId} />
        </Suspense>
      )}
      {buying && (
        <Suspense fallback={null}>
          <BuyTokensForm listing={listing} />
        </Suspense>
      )}
      {intent === 'sell' && (
        <Suspense fallback={null}>
          <SellTokensPanel listing={listing} />
        </Suspense>
      )}
      <p className="exchange-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </Dialog>
  );
}
