import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { CONTRIBUTOR_STATS, CONTRIBUTOR_STATS_LABEL, CONTRIBUTORS, CONTRIBUTORS_LEAD, CONTRIBUTORS_TITLE } from '../../../domain/hub/contributors';
import { PageHeader } from '../../shared/PageHeader';
import { HubSection } from '../hubShared/HubSection';
import { StatGrid } from '../hubShared/StatGrid';
import { BecomeContributor } from './BecomeContributor';
import { ContributorCard } from './ContributorCard';
import '../hub.css';

/** Contributors: stats, top contributors and how to join them (spec section 2). */
export default function ContributorsPage() {
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.contributors} />
      <p className="page-lead">{CONTRIBUTORS_LEAD}</p>
      <StatGrid stats={CONTRIBUTOR_STATS} label={CONTRIBUTOR_STATS_LABEL} />
      <HubSection title={CONTRIBUTORS_TITLE}>
        <ul className="card-grid">
          {CONTRIBUTORS.map((contributor) => (
            <li key={contributor.username}>
              <ContributorCard contributor={contributor} />
            </li>
          ))}
        </ul>
      </HubSection>
      <BecomeContributor />
    </section>
  );
}
