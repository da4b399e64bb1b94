import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Commission a project from developers of the community. */
export default function CommissionPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.commission} />
      <p className="page-lead">Commission a project from developers of the community.</p>
    </section>
  );
}
