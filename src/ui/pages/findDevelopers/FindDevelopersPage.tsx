import { useState } from 'react';
import { DevelopersStore } from '../../../application/developers/developersStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { filterDevelopers, NO_DEVELOPER_CRITERIA, type DeveloperCriteria } from '../../../domain/hub/developerSearch';
import { skillsOf, type DeveloperProfile } from '../../../domain/hub/developers';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { ContactDialog } from './ContactDialog';
import { DeveloperCard } from './DeveloperCard';
import { DeveloperFilters } from './DeveloperFilters';
import { developerCountLabel, DEVELOPERS_LOADING_WHAT, FIND_DEVELOPERS_LEAD, NO_DEVELOPERS_MESSAGE } from './findDevelopers.texts';
import '../hub.css';
import './findDevelopers.css';

/** The filters and cards over the developers the directory gave, and the contact dialog. */
function DeveloperDirectoryView({ developers }: { readonly developers: readonly DeveloperProfile[] }) {
  const [criteria, setCriteria] = useState<DeveloperCriteria>(NO_DEVELOPER_CRITERIA);
  const [contacting, setContacting] = useState<DeveloperProfile | null>(null);
  const shown = filterDevelopers(developers, criteria);
  return (
    <>
      <DeveloperFilters criteria={criteria} skills={skillsOf(developers)} onChange={setCriteria} />
      <p role="status" className="result-count">
        {developerCountLabel(shown.length, developers.length)}
      </p>
      {shown.length === 0 ? <p className="empty-state">{NO_DEVELOPERS_MESSAGE}</p> : null}
      <ul className="card-grid" aria-label={PAGE_TITLES.findDevelopers}>
        {shown.map((developer) => (
          <li key={developer.username}>
            <DeveloperCard developer={developer} onContact={setContacting} />
          </li>
        ))}
      </ul>
      {contacting === null ? null : <ContactDialog developer={contacting} onClose={() => setContacting(null)} />}
    </>
  );
}

/** Find Developers: search and filters over the developer cards, and a contact dialog (spec section 2). */
export default function FindDevelopersPage() {
  const store = useService(DevelopersStore);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.findDevelopers} />
      <p className="page-lead">{FIND_DEVELOPERS_LEAD}</p>
      <LoadedContent store={store} what={DEVELOPERS_LOADING_WHAT}>
        {(developers) => <DeveloperDirectoryView developers={developers} />}
      </LoadedContent>
    </section>
  );
}
