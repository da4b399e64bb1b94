import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { HubSection } from '../hubShared/HubSection';
import { ExternalLink } from '../hubShared/ExternalLink';
import { SUBMIT_TEMPLATE } from './templates.texts';

/** Invites a template by pull request to the configured repository. */
export function SubmitTemplateBlock() {
  const config = useService(RuntimeConfig);
  return (
    <HubSection title={SUBMIT_TEMPLATE.title} className="hub-callout">
      <p>{SUBMIT_TEMPLATE.text}</p>
      <ExternalLink href={config.github.webUrl} className="button-link">
        {SUBMIT_TEMPLATE.linkLabel}
      </ExternalLink>
    </HubSection>
  );
}
