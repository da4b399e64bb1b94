import { HubSection } from '../hubShared/HubSection';
import { StepList } from '../hubShared/StepList';
import { EARN_STEPS, TOKEN_SECTION_TITLES } from './token.texts';

/** Fork and build, submit a PR, get merged, receive tokens. */
export function EarnStepsSection() {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.earn}>
      <StepList steps={EARN_STEPS} />
    </HubSection>
  );
}
