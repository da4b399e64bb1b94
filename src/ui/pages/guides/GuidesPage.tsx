import { GuidesStore } from '../../../application/hub/catalogStores';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { HubSection } from '../hubShared/HubSection';
import { LoadedContent } from '../hubShared/LoadedContent';
import { GuideCard } from './GuideCard';
import { GUIDES_LEAD, GUIDES_LOADING_WHAT, GUIDES_TITLE } from './guides.texts';
import { QuickStartLinks } from './QuickStartLinks';
import '../hub.css';

/** Guides: the guide cards of the catalog and quick-start links (spec section 2). */
export default function GuidesPage() {
  const store = useService(GuidesStore);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.guides} />
      <p className="page-lead">{GUIDES_LEAD}</p>
      <QuickStartLinks />
      <HubSection title={GUIDES_TITLE}>
        <LoadedContent store={store} what={GUIDES_LOADING_WHAT}>
          {(guides) => (
            <ul className="card-grid">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <GuideCard guide={guide} />
                </li>
              ))}
            </ul>
          )}
        </LoadedContent>
      </HubSection>
    </section>
  );
}
