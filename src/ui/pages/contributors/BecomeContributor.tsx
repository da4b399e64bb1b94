import { Link } from 'react-router-dom';
import { BECOME_CONTRIBUTOR } from './contributors.texts';
import { HubSection } from '../hubShared/HubSection';

/** An invitation to contribute, linking the open tasks. */
export function BecomeContributor() {
  return (
    <HubSection title={BECOME_CONTRIBUTOR.title} className="hub-callout">
      <p>{BECOME_CONTRIBUTOR.text}</p>
      <Link to={BECOME_CONTRIBUTOR.path} className="button-link">
        {BECOME_CONTRIBUTOR.linkLabel}
      </Link>
    </HubSection>
  );
}
