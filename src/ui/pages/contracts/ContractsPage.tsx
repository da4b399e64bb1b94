import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Bounties from the repository's GitHub issues, open to claim. */
export default function ContractsPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.contracts} />
      <p className="page-lead">Bounties from the repository's GitHub issues, open to claim.</p>
    </section>
  );
}
