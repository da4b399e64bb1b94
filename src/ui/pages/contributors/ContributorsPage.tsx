import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** The people who build the platform, and how to join them. */
export default function ContributorsPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.contributors} />
      <p className="page-lead">The people who build the platform, and how to join them.</p>
    </section>
  );
}
