import { SERVICE_OFFER_TIPS, SERVICE_OFFER_TIPS_TITLE } from './serviceOffer.texts';
import { HubSection } from '../hubShared/HubSection';

/** Advice for writing an offer that clients pick. */
export function OfferTips() {
  return (
    <HubSection title={SERVICE_OFFER_TIPS_TITLE} className="hub-aside">
      <ul className="hub-list">
        {SERVICE_OFFER_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </HubSection>
  );
}
