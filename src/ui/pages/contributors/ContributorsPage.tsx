import { ContributorsStore } from '../../../application/hub/catalogStores';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { HubSection } from '../hubShared/HubSection';
import { LoadedContent } from '../hubShared/LoadedContent';
import { StatGrid } from '../hubShared/StatGrid';
import { BecomeContributor } from './BecomeContributor';
import { ContributorCard } from './ContributorCard';
import { PaidLeaderboard } from './PaidLeaderboard';
import {
  CONTRIBUTOR_STATS_LABEL,
  contributorStatCards,
  CONTRIBUTORS_LEAD,
  CONTRIBUTORS_LOADING_WHAT,
  CONTRIBUTORS_TITLE,
} from './contributors.texts';
import '../hub.css';
import './contributors.css';

/** Contributors: stats, top contributors and how to join them (spec section 2). */
export default function ContributorsPage() {
  const store = useService(ContributorsStore);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.contributors} />
      <p className="page-lead">{CONTRIBUTORS_LEAD}</p>
      <PaidLeaderboard />
      <LoadedContent store={store} what={CONTRIBUTORS_LOADING_WHAT} reserve="contributors-loading">
        {(overview) => (
          <>
            <StatGrid stats={contributorStatCards(overview.stats)} label={CONTRIBUTOR_STATS_LABEL} />
            <HubSection title={CONTRIBUTORS_TITLE}>
              <ul className="card-grid">
                {overview.contributors.map((contributor) => (
                  <li key={contributor.username}>
                    <ContributorCard contributor={contributor} />
                  </li>
                ))}
              </ul>
            </HubSection>
          </>
        )}
      </LoadedContent>
      <BecomeContributor />
    </section>
  );
}
