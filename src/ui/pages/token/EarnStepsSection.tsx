import { EARN_STEPS } from '../../../domain/hub/tokenEconomics';
import { TOKEN_SECTION_TITLES } from '../../../domain/hub/tokenTexts';
import { HubSection } from '../hubShared/HubSection';
import { StepList } from '../hubShared/StepList';

/** Fork and build, submit a PR, get merged, receive tokens. */
export function EarnStepsSection() {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.earn}>
      <StepList steps={EARN_STEPS} />
    </HubSection>
  );
}
