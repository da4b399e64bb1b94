import { COMMISSION_STEPS, HOW_IT_WORKS_TITLE } from './commission.texts';
import { HubSection } from '../hubShared/HubSection';
import { StepList } from '../hubShared/StepList';

/** The four steps of a commission. */
export function HowItWorks() {
  return (
    <HubSection title={HOW_IT_WORKS_TITLE} className="hub-aside">
      <StepList steps={COMMISSION_STEPS} />
    </HubSection>
  );
}
