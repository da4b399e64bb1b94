import { Link } from 'react-router-dom';
import { HubSection } from '../hubShared/HubSection';
import { QUICK_START_LINKS, QUICK_START_TITLE } from './guides.texts';

/** Client-side links to the API reference, the templates and the contributor projects. */
export function QuickStartLinks() {
  return (
    <HubSection title={QUICK_START_TITLE}>
      <ul className="link-grid">
        {QUICK_START_LINKS.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="link-card">
              <span className="link-card-label">{link.label}</span>
              <span className="link-card-text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
