import { isHttpUrl } from '../../../domain/hub/formRules';
import type { PostedOffer } from '../../../domain/hub/postedSubmissions';
import { EXPERIENCE_LABELS, OFFER_AVAILABILITY_LABELS } from '../createOffer/serviceOffer.texts';
import { ExternalLink } from '../hubShared/ExternalLink';
import { FactList } from '../hubShared/FactList';
import { postedByLabel, postedDateLabel } from '../hubShared/hub.texts';
import { TagList } from '../hubShared/TagList';
import {
  CONTACT_BUTTON_LABEL,
  contactButtonName,
  hourlyRateLabel,
  OFFERS_SECTION_TEXTS as TEXTS,
  portfolioLinkName,
  withdrawButtonName,
} from './findDevelopers.texts';

/**
 * One posted service offer, marked as an offer with its poster's handle. Its poster sees Withdraw; anyone else
 * (signed in or not) sees Contact. Everything the poster wrote renders as text.
 */
export function OfferCard({
  offer,
  own,
  withdrawing,
  onContact,
  onWithdraw,
}: {
  readonly offer: PostedOffer;
  readonly own: boolean;
  readonly withdrawing: boolean;
  readonly onContact: (offer: PostedOffer) => void;
  readonly onWithdraw: (offer: PostedOffer) => void;
}) {
  return (
    <article className="card developer-card offer-card">
      <div className="card-heading">
        <h3 className="card-title">{offer.title}</h3>
        <span className="offer-badge">{TEXTS.badge}</span>
      </div>
      <p className="card-meta">
        {postedByLabel(offer.poster)} · {postedDateLabel(offer.postedAt)}
      </p>
      <p className="card-text">{offer.description}</p>
      <FactList
        facts={[
          { label: TEXTS.rate, value: hourlyRateLabel(offer.hourlyRateBsv) },
          { label: TEXTS.availability, value: OFFER_AVAILABILITY_LABELS[offer.availability] },
          { label: TEXTS.experience, value: EXPERIENCE_LABELS[offer.experience] },
          { label: TEXTS.contact, value: offer.contact },
        ]}
      />
      <TagList tags={offer.skills} label={TEXTS.skills} />
      <div className="card-actions">
        {offer.portfolio !== null && isHttpUrl(offer.portfolio) ? (
          <ExternalLink href={offer.portfolio.trim()} name={portfolioLinkName(`$${offer.poster}`)}>
            {TEXTS.portfolio}
          </ExternalLink>
        ) : null}
        {own ? (
          <button type="button" aria-label={withdrawButtonName(offer.title)} disabled={withdrawing} onClick={() => onWithdraw(offer)}>
            {withdrawing ? TEXTS.withdrawing : TEXTS.withdraw}
          </button>
        ) : (
          <button type="button" className="button-primary" aria-label={contactButtonName(`$${offer.poster}`)} onClick={() => onContact(offer)}>
            {CONTACT_BUTTON_LABEL}
          </button>
        )}
      </div>
    </article>
  );
}
