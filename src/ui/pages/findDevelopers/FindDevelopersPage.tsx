import { useState } from 'react';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { filterDevelopers, NO_DEVELOPER_CRITERIA, type DeveloperCriteria } from '../../../domain/hub/developerSearch';
import { DEVELOPERS, type DeveloperProfile } from '../../../domain/hub/developers';
import { developerCountLabel, FIND_DEVELOPERS_LEAD, NO_DEVELOPERS_MESSAGE } from '../../../domain/hub/findDevelopersTexts';
import { PageHeader } from '../../shared/PageHeader';
import { ContactDialog } from './ContactDialog';
import { DeveloperCard } from './DeveloperCard';
import { DeveloperFilters } from './DeveloperFilters';
import '../hub.css';
import './findDevelopers.css';

/** Find Developers: search and filters over the developer cards, and a contact dialog (spec section 2). */
export default function FindDevelopersPage() {
  const [criteria, setCriteria] = useState<DeveloperCriteria>(NO_DEVELOPER_CRITERIA);
  const [contacting, setContacting] = useState<DeveloperProfile | null>(null);
  const shown = filterDevelopers(DEVELOPERS, criteria);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.findDevelopers} />
      <p className="page-lead">{FIND_DEVELOPERS_LEAD}</p>
      <DeveloperFilters criteria={criteria} onChange={setCriteria} />
      <p role="status" className="result-count">
        {developerCountLabel(shown.length, DEVELOPERS.length)}
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
    </section>
  );
}
