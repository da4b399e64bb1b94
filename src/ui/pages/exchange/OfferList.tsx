import type { OfferSummary } from '../../../ports/offerBook.port';
import { expiresText, OFFER_TEXTS, offerLine } from './offers.texts';

/** Offers, newest first, each as text: Accept for offers of others the viewer may sell to, Withdraw for their own. */
export function OfferList({
  offers,
  viewer,
  busy,
  onAccept,
  onWithdraw,
}: {
  readonly offers: readonly OfferSummary[];
  readonly viewer: string | null;
  readonly busy: boolean;
  readonly onAccept: (offerId: string) => void;
  readonly onWithdraw: (offerId: string) => void;
}) {
  return (
    <ul className="exchange-offers" aria-label={OFFER_TEXTS.listLabel}>
      {offers.map((offer) => {
        const open = offer.status === 'open';
        const own = viewer !== null && offer.buyer.toLowerCase() === viewer.toLowerCase();
        return (
          <li key={offer.id}>
            <span>{offerLine(offer)}</span>
            {open && <span className="exchange-muted"> {expiresText(offer.expiresAt)}</span>}
            {open && viewer !== null && !own && (
              <button type="button" className="exchange-button" disabled={busy} onClick={() => onAccept(offer.id)}>
                {OFFER_TEXTS.accept}
              </button>
            )}
            {open && own && (
              <button type="button" className="exchange-button" disabled={busy} onClick={() => onWithdraw(offer.id)}>
                {OFFER_TEXTS.withdraw}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
