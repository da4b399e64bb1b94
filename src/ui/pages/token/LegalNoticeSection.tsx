import { LEGAL_NOTICE, TOKEN_SECTION_TITLES } from './token.texts';
import { HubSection } from '../hubShared/HubSection';

/** What the token is not, and that this is a proof of concept. */
export function LegalNoticeSection() {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.legal} className="legal-notice">
      {LEGAL_NOTICE.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </HubSection>
  );
}
