import { lazy, Suspense, useMemo, useState } from 'react';
import { DevelopersStore } from '../../../application/hub/catalogStores';
import { OffersStore } from '../../../application/hub/offersStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { filterDevelopers, NO_DEVELOPER_CRITERIA, type DeveloperCriteria } from '../../../domain/hub/developerSearch';
import { skillsOf, type DeveloperProfile } from '../../../domain/hub/developers';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import type { BriefRecipient } from './ContactDialog';
import { DeveloperCard } from './DeveloperCard';
import { DeveloperFilters } from './DeveloperFilters';
import {
  developerCountLabel,
  DEVELOPERS_LOADING_WHAT,
  FIND_DEVELOPERS_LEAD,
  NO_DEVELOPERS_MESSAGE,
  SAMPLE_PROFILES_TITLE,
} from './findDevelopers.texts';
import { ServiceOffersSection } from './ServiceOffersSection';
import '../hub.css';
import './findDevelopers.css';

/** The brief form loads when someone first asks to contact a developer, not with the page. */
const ContactDialog = lazy(() => import('./ContactDialog').then((module) => ({ default: module.ContactDialog })));

/** The filters and cards over the sample profiles the directory gave. */
function DeveloperDirectoryView({
  developers,
  onContact,
}: {
  readonly developers: readonly DeveloperProfile[];
  readonly onContact: (developer: DeveloperProfile) => void;
}) {
  const [criteria, setCriteria] = useState<DeveloperCriteria>(NO_DEVELOPER_CRITERIA);
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
            <DeveloperCard developer={developer} onContact={onContact} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Find Developers: the service offers people posted, then search and filters over the sample profiles, and a
 * contact dialog for either (spec section 2).
 */
export default function FindDevelopersPage() {
  const store = useService(DevelopersStore);
  const offers = useService(OffersStore);
  // The sample profiles show once the posted offers above them are known (listed, or failed to load): a list of
  // unknown length cannot hold its place, and arriving later it would push the profiles down.
  const offersKnown = useObservableValue(useMemo(() => offers.select((state) => state.phase !== 'loading'), [offers]));
  const [contacting, setContacting] = useState<BriefRecipient | null>(null);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.findDevelopers} />
      <p className="page-lead">{FIND_DEVELOPERS_LEAD}</p>
      <ServiceOffersSection
        onContact={(offer) => setContacting({ kind: 'offer', offerId: offer.id, handle: offer.poster, name: `$${offer.poster}` })}
      />
      {offersKnown ? (
        <>
          <h2 className="hub-block-title">{SAMPLE_PROFILES_TITLE}</h2>
          <LoadedContent store={store} what={DEVELOPERS_LOADING_WHAT}>
            {(developers) => (
              <DeveloperDirectoryView developers={developers} onContact={(developer) => setContacting({ kind: 'sample', name: developer.name })} />
            )}
          </LoadedContent>
        </>
      ) : null}
      {contacting === null ? null : (
        <Suspense fallback={null}>
          <ContactDialog recipient={contacting} onClose={() => setContacting(null)} />
        </Suspense>
      )}
    </section>
  );
}
