import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { GUIDES, GUIDES_LEAD, GUIDES_TITLE } from '../../../domain/hub/guides';
import { PageHeader } from '../../shared/PageHeader';
import { HubSection } from '../hubShared/HubSection';
import { GuideCard } from './GuideCard';
import { QuickStartLinks } from './QuickStartLinks';
import '../hub.css';

/** Guides: four static guide cards and quick-start links (spec section 2). */
export default function GuidesPage() {
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.guides} />
      <p className="page-lead">{GUIDES_LEAD}</p>
      <QuickStartLinks />
      <HubSection title={GUIDES_TITLE}>
        <ul className="card-grid">
          {GUIDES.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </HubSection>
    </section>
  );
}
