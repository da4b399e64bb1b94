import { BENEFITS_TITLE, COMMISSION_BENEFITS } from './commission.texts';
import { HubSection } from '../hubShared/HubSection';

/** Why commission a project on the platform. */
export function BenefitsList() {
  return (
    <HubSection title={BENEFITS_TITLE} className="hub-aside">
      <ul className="hub-list hub-list-checks">
        {COMMISSION_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </HubSection>
  );
}
