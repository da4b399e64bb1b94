import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { PageHeader } from '../../shared/PageHeader';
import { ENTERPRISE_LEAD, ENTERPRISE_LINKS, ENTERPRISE_SECTIONS } from './enterprise.texts';
import '../hub.css';

/** Enterprise: running your own instance — what to run, the sizes measured, the settings — and where to read more. */
export default function EnterprisePage() {
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.enterprise} />
      <p className="page-lead">{ENTERPRISE_LEAD}</p>
      {ENTERPRISE_SECTIONS.map((section) => (
        <section key={section.heading} className="hub-block" aria-label={section.heading}>
          <h2 className="hub-block-title">{section.heading}</h2>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <Link to={ROUTE_PATHS.status}>{ENTERPRISE_LINKS.status}</Link> · <Link to={ROUTE_PATHS.api}>{ENTERPRISE_LINKS.api}</Link> ·{' '}
        <Link to={ROUTE_PATHS.settingsTokens}>{ENTERPRISE_LINKS.tokens}</Link>
      </p>
    </section>
  );
}
