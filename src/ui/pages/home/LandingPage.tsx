import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { TemplatesStore } from '../../../application/hub/catalogStores';
import { templateLink } from '../../app/templateLinks';
import { useService } from '../../app/useService';
import { LoadedContent } from '../hubShared/LoadedContent';
import { TEMPLATES_LOADING_WHAT } from '../templates/templates.texts';
import { ExternalLink } from '../hubShared/ExternalLink';
import { HubSection } from '../hubShared/HubSection';
import { StepList } from '../hubShared/StepList';
import { PageHeader } from '../../shared/PageHeader';
import {
  LANDING_ACTIONS,
  LANDING_FEATURES,
  LANDING_LEAD,
  LANDING_LIBRARIES,
  LANDING_SECTION_TITLES,
  LANDING_STEPS,
  LANDING_TEMPLATES_LEAD,
  LANDING_TEMPLATES_LINK,
} from './landing.texts';
import '../hub.css';
import './landing.css';

/**
 * The landing homepage shown at `/` when the editor flag is off: features, integrated libraries, templates and
 * getting-started steps, each leading into the app. With the editor off, a template opens its own page.
 */
export default function LandingPage() {
  const templates = useService(TemplatesStore);
  return (
    <section className="page hub-page landing-page">
      <PageHeader title={PAGE_TITLES.landing} />
      <p className="page-lead">{LANDING_LEAD}</p>
      <p className="landing-actions">
        <Link className="button-link" to={LANDING_ACTIONS.primary.path}>
          {LANDING_ACTIONS.primary.label}
        </Link>
        <Link className="button-link button-link-secondary" to={LANDING_ACTIONS.secondary.path}>
          {LANDING_ACTIONS.secondary.label}
        </Link>
      </p>
      <HubSection title={LANDING_SECTION_TITLES.features}>
        <ul className="link-grid landing-grid-3">
          {LANDING_FEATURES.map((feature) => (
            <li key={feature.title}>
              <Link className="link-card" to={feature.path}>
                <span className="link-card-label">{feature.title}</span>
                <span className="link-card-text">{feature.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HubSection>
      <HubSection title={LANDING_SECTION_TITLES.libraries}>
        <ul className="link-grid landing-grid-4">
          {LANDING_LIBRARIES.map((library) => (
            <li key={library.name}>
              <ExternalLink className="link-card" href={library.url}>
                <span className="link-card-label">{library.name}</span>
                <span className="link-card-text">{library.text}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </HubSection>
      <HubSection title={LANDING_SECTION_TITLES.templates}>
        <p className="page-lead">{LANDING_TEMPLATES_LEAD}</p>
        <LoadedContent store={templates} what={TEMPLATES_LOADING_WHAT}>
          {(list) => (
            <ul className="link-grid landing-grid-4">
              {list.map((template) => (
                <li key={template.id}>
                  {/* The landing page shows only with the editor off: a template leads to its page. */}
                  <Link className="link-card" to={templateLink(template.id, false)}>
                    <span className="link-card-label">{template.name}</span>
                    <span className="link-card-text">{template.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </LoadedContent>
        <p>
          <Link to={ROUTE_PATHS.templates}>{LANDING_TEMPLATES_LINK}</Link>
        </p>
      </HubSection>
      <HubSection title={LANDING_SECTION_TITLES.gettingStarted}>
        <StepList steps={LANDING_STEPS} />
      </HubSection>
    </section>
  );
}
